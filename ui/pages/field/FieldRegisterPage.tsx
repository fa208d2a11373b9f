/** Register a customer in the field (/field/register, issue 29): the back office's form, then the new customer's page with their KYC section. */
import { useNavigate } from 'react-router';
import { addText } from '../../i18n/add-text.ts';
import { adminText } from '../../i18n/admin-text.ts';
import { RegisterCustomerPage } from '../admin/RegisterCustomerPage.tsx';

addText(adminText);

export function FieldRegisterPage() {
  const navigate = useNavigate();
  return <RegisterCustomerPage field onRegistered={(userId, notice) => void navigate(`/field/customers/${encodeURIComponent(userId)}`, { state: { notice } })} />;
}
