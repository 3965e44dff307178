import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  VISIT_STATUSES,
  type Visit,
  type VisitPrice,
  type VisitSlot,
  type VisitSlotsResponse,
  type VisitStatus,
} from '@valuation/contracts';

export class VisitSlotDto implements VisitSlot {
  @ApiProperty({ example: '2026-03-03T09:00:00+00:00' }) start: string;
  @ApiProperty({ example: '2026-03-03T11:00:00+00:00' }) end: string;
}

export class VisitSlotsResponseDto implements VisitSlotsResponse {
  @ApiProperty({ enum: ['Europe/London'] }) timeZone: 'Europe/London';
  @ApiProperty({ example: 2 }) hours: number;
  @ApiProperty({ type: [VisitSlotDto] }) slots: VisitSlotDto[];
}

export class VisitPriceDto implements VisitPrice {
  @ApiProperty({ example: 185 }) hourlyRate: number;
  @ApiProperty({ example: 2 }) hours: number;
  @ApiProperty({ example: 370 }) total: number;
  @ApiProperty({ example: 185 }) deposit: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
}

class VisitAddressOutDto {
  @ApiProperty() street: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() country: string;
}

class VisitPersonDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

class VisitMoneyDto {
  @ApiProperty({ example: 92.5 }) amount: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
}

class VisitBalanceDto {
  @ApiProperty({ example: 185 }) amount: number;
  @ApiProperty({ enum: ['due', 'paid'] }) status: 'due' | 'paid';
}

class VisitPaymentDto {
  @ApiProperty({ enum: ['deposit', 'balance'] }) purpose: 'deposit' | 'balance';
  @ApiProperty() amount: number;
  @ApiProperty({ enum: ['pending', 'paid', 'refunded', 'failed'] })
  status: 'pending' | 'paid' | 'refunded' | 'failed';
  @ApiProperty({ nullable: true, type: String }) paidAt: string | null;
  @ApiProperty({ nullable: true, type: String }) refundedAt: string | null;
}

class VisitTimelineEntryDto {
  @ApiProperty({ enum: [...VISIT_STATUSES, 'moved', 'reassigned'] })
  status: VisitStatus | 'moved' | 'reassigned';
  @ApiProperty() at: string;
  @ApiPropertyOptional() note?: string;
}

export class VisitDto implements Visit {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'HV-7K3Q-9M2D' }) reference: string;
  @ApiProperty({ enum: VISIT_STATUSES }) status: VisitStatus;
  @ApiProperty({ example: '2026-03-03T09:00:00+00:00' }) start: string;
  @ApiProperty({ example: '2026-03-03T11:00:00+00:00' }) end: string;
  @ApiProperty({ example: 2 }) hours: number;
  @ApiProperty({ type: VisitAddressOutDto }) address: VisitAddressOutDto;
  @ApiProperty() phone: string;
  @ApiProperty() itemsDescription: string;
  @ApiProperty() expressRequest: boolean;
  @ApiProperty({ type: VisitPriceDto }) price: VisitPriceDto;
  @ApiProperty({ type: VisitPersonDto, nullable: true }) expert: VisitPersonDto | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Until when an unpaid booking is held',
  })
  holdUntil: string | null;
  @ApiProperty({ description: 'Until when cancelling refunds the deposit and moving is free' })
  freeChangesUntil: string;
  @ApiProperty({ nullable: true, type: Number }) hoursSpent: number | null;
  @ApiProperty({ type: VisitBalanceDto, nullable: true }) balance: VisitBalanceDto | null;
  @ApiProperty({ type: VisitMoneyDto, nullable: true }) refund: VisitMoneyDto | null;
  @ApiProperty({ type: [VisitPaymentDto] }) payments: VisitPaymentDto[];
  @ApiProperty({ type: [VisitTimelineEntryDto] }) timeline: VisitTimelineEntryDto[];
  @ApiProperty({ nullable: true, type: String }) cancellationReason: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class VisitResponseDto {
  @ApiProperty({ type: VisitDto }) visit: VisitDto;
}

export class VisitsResponseDto {
  @ApiProperty({ type: [VisitDto] }) visits: VisitDto[];
}

export class CancelVisitResponseDto {
  @ApiProperty({ type: VisitDto }) visit: VisitDto;
  @ApiProperty({ type: VisitMoneyDto, description: 'What is refunded: 0 when the deposit is kept' })
  refund: VisitMoneyDto;
}

export class CheckoutUrlResponseDto {
  @ApiProperty({ example: '/pay/6f1c…' }) checkoutUrl: string;
}
