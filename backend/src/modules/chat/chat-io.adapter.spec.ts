import type Redis from 'ioredis';
import { reportPublishFailures } from './chat-io.adapter';

describe('publishing to Redis while it is unreachable', () => {
  it('reports the refusal instead of rejecting (an unhandled rejection ends the process)', async () => {
    const refusal = new Error('Reached the max retries per request limit (which is 2).');
    const client = {
      publish: jest.fn((channel: string, message: string) =>
        channel === 'down' ? Promise.reject(refusal) : Promise.resolve(message.length),
      ),
    };
    const reported: Error[] = [];
    reportPublishFailures(client as unknown as Pick<Redis, 'publish'>, (err) => reported.push(err));

    await expect(client.publish('down', 'event')).resolves.toBe(0);
    expect(reported).toEqual([refusal]);
    await expect(client.publish('up', 'event')).resolves.toBe(5);
    expect(reported).toHaveLength(1);
  });
});
