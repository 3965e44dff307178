import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One Clock for the whole app (global, so every module may inject it). */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
