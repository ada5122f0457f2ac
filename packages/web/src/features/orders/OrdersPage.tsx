/** /orders (clients §2 Order History): the order history of the selected location. */
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { OrderHistory } from '../../shared/orders/OrderHistory';

export default function OrdersPage() {
  const { locationId } = useCurrentLocation();
  return <PageWrapper>{locationId && <OrderHistory key={locationId} scope={{ kind: 'location', locationId }} />}</PageWrapper>;
}
