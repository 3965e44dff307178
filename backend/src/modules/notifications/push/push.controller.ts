import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../../auth';
import { PushPublicKeyDto, PushSubscriptionDto, PushUnsubscribeDto } from '../dto/notification.dto';
import { PushService } from './push.service';

/** Web push subscriptions (docs/product.md "Notifications"): a device's subscription is its setting. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('public-key')
  @ApiOperation({ summary: 'The VAPID public key to subscribe with' })
  @ApiOkResponse({ type: PushPublicKeyDto })
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.push.publicKey };
  }

  @Post('subscriptions')
  @Authenticated()
  @ApiOperation({
    summary: 'Turn push on for this device (an https endpoint of an allowed push service)',
  })
  @ApiCreatedResponse({ description: 'Subscribed' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Endpoint not allowed or bad keys',
  })
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: PushSubscriptionDto,
  ): Promise<{ success: true }> {
    await this.push.subscribe(user.id, dto);
    return { success: true };
  }

  @Delete('subscriptions')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Turn push off for this device' })
  @ApiOkResponse({ description: 'Unsubscribed (also when it was not subscribed)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async unsubscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: PushUnsubscribeDto,
  ): Promise<{ success: true }> {
    await this.push.unsubscribe(user.id, dto.endpoint);
    return { success: true };
  }
}
