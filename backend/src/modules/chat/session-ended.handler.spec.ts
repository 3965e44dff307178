import { SessionEnded } from '../auth';
import { ROOMS } from './chat-realtime';
import { SessionEndedHandler } from './session-ended.handler';

const USER_ID = '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const SESSION_ID = '0b7d4c1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e';

describe('SessionEndedHandler', () => {
  const setup = () => {
    const realtime = { disconnect: jest.fn() };
    return { realtime, handler: new SessionEndedHandler(realtime as never) };
  };

  it("closes one ended session's sockets", () => {
    const { realtime, handler } = setup();
    handler.handle(new SessionEnded({ sessionId: SESSION_ID }));
    expect(realtime.disconnect.mock.calls).toEqual([[ROOMS.session(SESSION_ID)]]);
  });

  it('closes every socket of the account, or all but the session that stays', () => {
    const { realtime, handler } = setup();
    handler.handle(new SessionEnded({ userId: USER_ID }));
    handler.handle(new SessionEnded({ userId: USER_ID, exceptSessionId: SESSION_ID }));
    expect(realtime.disconnect.mock.calls).toEqual([
      [ROOMS.user(USER_ID), undefined],
      [ROOMS.user(USER_ID), ROOMS.session(SESSION_ID)],
    ]);
  });
});
