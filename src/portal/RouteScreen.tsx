import { type ComponentType, lazy } from 'react';
import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import type { PortalRoute } from '../domain/portal/routes.ts';

// Every screen is its own chunk, loaded when its route first shows (DESIGN.md §9): the shell stays small.

interface LoginScreenProps {
  readonly returnUrl?: string | null;
  readonly sessionTimeOut?: boolean;
}

interface QuickPayInlineProps {
  readonly accountNo?: string;
  readonly phone?: string;
}

/** A screen's chunk: loaded the first time its route shows. */
function screen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const HomeScreen = screen(() => import('../features/home/HomeScreen.tsx').then((m) => m.HomeScreen));
// Typed by the props the portal hands over, so the screen may grow into them.
const LoginScreen = screen<LoginScreenProps>(() =>
  import('../features/login/LoginScreen.tsx').then((m) => m.LoginScreen),
);
const RegistrationScreen = screen(() =>
  import('../features/registration/RegistrationScreen.tsx').then((m) => m.RegistrationScreen),
);
const ForgotPasswordScreen = screen(() =>
  import('../features/password/ForgotPasswordScreen.tsx').then((m) => m.ForgotPasswordScreen),
);
const ForgotUsernameScreen = screen(() =>
  import('../features/password/ForgotUsernameScreen.tsx').then((m) => m.ForgotUsernameScreen),
);
const ResetPasswordScreen = screen(() =>
  import('../features/password/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
);
const QuickPayInline = screen<QuickPayInlineProps>(() =>
  import('../features/quick-pay/QuickPayInline.tsx').then((m) => m.QuickPayInline),
);
const PaymentResult = screen(() =>
  import('../features/payment-result/PaymentResult.tsx').then((m) => m.PaymentResult),
);
const MaintenanceScreen = screen(() =>
  import('../features/public-pages/MaintenanceScreen.tsx').then((m) => m.MaintenanceScreen),
);
const ServicesAndProductsScreen = screen(() =>
  import('../features/public-pages/ServicesAndProductsScreen.tsx').then((m) => m.ServicesAndProductsScreen),
);
const TermsOfUseScreen = screen(() =>
  import('../features/public-pages/TermsOfUseScreen.tsx').then((m) => m.TermsOfUseScreen),
);
const PaymentOptionsScreen = screen(() =>
  import('../features/public-pages/PaymentOptionsScreen.tsx').then((m) => m.PaymentOptionsScreen),
);
const MeterPortalRedirectScreen = screen(() =>
  import('../features/public-pages/MeterPortalRedirectScreen.tsx').then((m) => m.MeterPortalRedirectScreen),
);
const ExternalLoginScreen = screen(() =>
  import('../features/public-pages/ExternalLoginScreen.tsx').then((m) => m.ExternalLoginScreen),
);
const PlaceholderScreen = screen(() =>
  import('../features/public-pages/PlaceholderScreen.tsx').then((m) => m.PlaceholderScreen),
);

export interface RouteScreenProps {
  readonly route: PortalRoute;
  readonly query: URLSearchParams;
  readonly site: SiteConfiguration;
  readonly onMaintenanceOver: () => void;
}

/** The screen of a route; areas still to be built show their placeholder, guarded like the real screen. */
export function RouteScreen({ route, query, site, onMaintenanceOver }: RouteScreenProps) {
  switch (route.screen) {
    case 'home':
      return <HomeScreen site={site} />;
    case 'login':
      return (
        <LoginScreen
          returnUrl={query.get('returnUrl')}
          sessionTimeOut={query.get('sessionTimeOut') === 'true'}
        />
      );
    case 'register':
      return <RegistrationScreen />;
    case 'forgot-password':
      return <ForgotPasswordScreen />;
    case 'forgot-username':
      return <ForgotUsernameScreen />;
    case 'reset-password':
      return <ResetPasswordScreen />;
    case 'quick-pay':
      return (
        <QuickPayInline
          accountNo={query.get('accountno') ?? undefined}
          phone={query.get('phone') ?? undefined}
        />
      );
    case 'payment-success':
      return <PaymentResult kind="success" />;
    case 'payment-cancel':
      return <PaymentResult kind="cancel" />;
    case 'maintenance':
      return <MaintenanceScreen onMaintenanceOver={onMaintenanceOver} />;
    case 'services-products':
      return <ServicesAndProductsScreen addresses={site.webContent.servicesAndProducts} />;
    case 'legal-terms':
      return <TermsOfUseScreen html={site.webContent.termsOfUse} />;
    case 'payment-options':
      return <PaymentOptionsScreen />;
    case 'meter-portal-redirect':
      return <MeterPortalRedirectScreen />;
    case 'external-login':
      return <ExternalLoginScreen />;
    default:
      return <PlaceholderScreen title={route.titleChain.at(-1) ?? ''} />;
  }
}
