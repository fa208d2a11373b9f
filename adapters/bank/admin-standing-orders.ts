/** The back office's view of standing orders: every customer's, or one customer's, with who set them up. */
import { requireReader } from './admin-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { standingOrderItem, type StandingOrderItem } from './standing-order-service.ts';

/** At most this many orders in one answer, newest first. */
const MAX_ORDERS = 500;

export async function adminStandingOrders(ctx: BankContext, principal: Principal, userId: string | undefined) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const orders: (StandingOrderItem & { customerName: string; customerEmail: string })[] = [];
  for (const order of view.standingOrders.values()) {
    const item = standingOrderItem(order);
    if (!item || (userId && item.userId !== userId)) continue;
    const customer = view.users.get(item.userId);
    orders.push({ ...item, customerName: customer ? `${customer.profile.firstName} ${customer.profile.lastName}`.trim() : '', customerEmail: customer?.email ?? '' });
  }
  return { orders: orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, MAX_ORDERS) };
}
