import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { SaveToOutbox } from '../../integrations/mail/mailer';
import { type Integrations, type IntegrationsConfig, selectIntegrations } from '../../integrations/select-integrations';

/** Mail and messages with no provider are kept in the outbox table (DESIGN.md, sandboxes). */
export function outboxSaver(db: Db): SaveToOutbox {
  return async (message) => {
    await db.insert(outboxMessages).values({
      id: message.id,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      createdAt: message.createdAt,
    });
  };
}

/** The shop's integrations with the database-backed outbox; the rest comes from config. */
export function createIntegrations(db: Db, config: Omit<IntegrationsConfig, 'saveToOutbox'>): Integrations {
  return selectIntegrations({ ...config, saveToOutbox: outboxSaver(db) });
}
