import { describe, expect, it } from 'vitest';
import { webhookEventsOfOrderEvent } from './order-webhook-events';

describe('webhookEventsOfOrderEvent: which webhook events an order history row stands for', () => {
  it.each([
    [{ actor: 'admin:ops', kind: 'status', to: 'booking' }, ['order.status_changed']],
    [{ actor: 'admin:ops', kind: 'status', to: 'cancelled' }, ['order.status_changed', 'order.cancelled']],
    [{ actor: 'customer', kind: 'cancel', to: 'cancelled' }, ['order.status_changed', 'order.cancelled']],
    [{ actor: 'admin:ops', kind: 'undo', to: 'pending' }, ['order.status_changed']],
    [{ actor: 'admin:ops', kind: 'undo', to: null }, []],
    [{ actor: 'admin:ops', kind: 'slot', to: '{}' }, ['order.slot_changed']],
    [{ actor: 'customer', kind: 'reschedule', to: '{}' }, ['order.rescheduled']],
    [{ actor: 'admin:ops', kind: 'aired', to: '{}' }, ['order.status_changed']],
    [{ actor: 'admin:ops', kind: 'note', to: 'call back' }, []],
    // A station's answer is one station.answered of its own, whatever rows it writes.
    [{ actor: 'station:KXAN', kind: 'status', to: 'booking' }, ['order.status_changed']],
    [{ actor: 'station:KXAN', kind: 'slot', to: '{}' }, ['order.slot_changed']],
    [{ actor: 'station:KXAN', kind: 'note', to: 'hi' }, []],
  ] as const)('%j -> %j', (event, types) => {
    expect(webhookEventsOfOrderEvent(event)).toEqual(types);
  });
});
