import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '@valuation/contracts';
import { DEFAULT_PAGE_SIZE } from './page-query.dto';

/**
 * The one paged answer `{items, total, page, pageSize}` (`paginate` fills it), as a class per item
 * type so that Swagger shows the concrete items: `class StaffUserPageDto extends
 * PagedResponse(StaffUserDto) {}` documents `items` as `StaffUserDto[]`, under the subclass's name.
 */
export function PagedResponse<Item>(item: Type<Item>): Type<Page<Item>> {
  class PagedResponseDto implements Page<Item> {
    @ApiProperty({ type: [item], description: 'This page of the list' })
    items: Item[];

    @ApiProperty({ example: 42, description: 'How many match, over every page' })
    total: number;

    @ApiProperty({ example: 1, minimum: 1 })
    page: number;

    @ApiProperty({ example: DEFAULT_PAGE_SIZE, minimum: 1 })
    pageSize: number;
  }
  // A readable name for stack traces; Swagger names the schema after the subclass.
  Object.defineProperty(PagedResponseDto, 'name', { value: `PagedResponse<${item.name}>` });
  return PagedResponseDto;
}
