/** /temp-licenses-forms/{id}: one temporary-licence form as it prints. */
import { FormView } from '../FormViewPage';

export default function TempLicenseFormViewPage() {
  return <FormView kind="temp" />;
}
