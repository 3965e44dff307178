import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../common/domain-error';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import {
  MarkNotificationsReadDto,
  MarkNotificationsReadResponseDto,
  NotificationsDto,
  NotificationsQueryDto,
} from './dto/notification.dto';
import { NOTIFICATION_ERRORS, NotificationsService } from './notifications.service';

/** The signed-in user's notifications (docs/product.md "Notifications"): the bell and its list. */
@ApiTags('notifications')
@Controller('notifications')
@Authenticated()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'My notifications, newest first, with the unread count' })
  @ApiOkResponse({ type: NotificationsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationsDto> {
    return this.notifications.list(user.id, {
      before: query.before?.toLowerCase(),
      limit: query.limit,
    });
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications read: {ids} or {all: true}' })
  @ApiOkResponse({ type: MarkNotificationsReadResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async read(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: MarkNotificationsReadDto,
  ): Promise<MarkNotificationsReadResponseDto> {
    if (dto.ids === undefined && dto.all === undefined) {
      throw DomainError.onField('INVALID_INPUT', 'ids', NOTIFICATION_ERRORS.idsOrAll);
    }
    const ids = dto.ids?.map((id) => id.toLowerCase());
    return { unread: await this.notifications.markRead(user.id, { ids, all: dto.all }) };
  }
}
