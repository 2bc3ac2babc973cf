import { useCallback, useId } from 'react';
import { EmailCartForm } from './email-cart-form';
import { MailDialog } from './mail-dialog';

/**
 * The Email Cart modal ({@link MailDialog}), loaded on demand by {@link EmailCartButton}. On success it
 * closes, with no toast (spec shopping.md, Email Cart modal).
 */
export default function EmailCartModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const key = `email-cart-${useId()}`;
  const onSent = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <MailDialog title="Email Cart" isOpen={isOpen} onOpenChange={onOpenChange}>
      <EmailCartForm fetcherKey={key} onSent={onSent} />
    </MailDialog>
  );
}
