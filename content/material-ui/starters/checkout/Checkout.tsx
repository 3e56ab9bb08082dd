import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import AddressForm from './AddressForm';
import Info from './Info';
import InfoMobile from './InfoMobile';
import PaymentForm from './PaymentForm';
import Review from './Review';
import SitemarkLogo from './SitemarkLogo';
import { CheckoutErrors, CheckoutValues, initialValues, orderTotal, products, steps, TextFieldName, validateField, validateStep } from './checkoutModel';

const ORDER_NUMBER = '#140396';

function OrderConfirmation({ headingRef, onDone }: { headingRef: React.Ref<HTMLHeadingElement>; onDone: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography aria-hidden="true" sx={{ fontSize: '3rem', lineHeight: 1 }}>
        📦
      </Typography>
      <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1}>
        Thank you for your order.
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Your order number is <strong>{ORDER_NUMBER}</strong>. We have emailed your order confirmation, and will send you an update when your order has
        shipped.
      </Typography>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Go to my orders
      </Button>
    </Box>
  );
}

export default function Checkout() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState<CheckoutValues>(initialValues);
  const [errors, setErrors] = React.useState<CheckoutErrors>({});
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // Set when the user changes step, so that focus moves to the new step's heading once it is rendered
  // (and not on the first render of the page).
  const moveFocus = React.useRef(false);

  const orderPlaced = activeStep === steps.length;

  React.useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
    }
  }, [activeStep]);

  const goToStep = (step: number) => {
    moveFocus.current = true;
    setActiveStep(step);
  };

  const handleFieldChange = (name: TextFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // Once a field shows an error, check it again as it is edited so that the message goes away when fixed.
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: validateField(name, value) || undefined }));
  };

  const handleNext = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stepErrors = validateStep(activeStep, values);
    setErrors(stepErrors);
    const firstInvalid = Object.keys(stepErrors)[0];
    if (firstInvalid) {
      // Focus the first field in error: its label and message are read out, and it can be fixed right away.
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    goToStep(activeStep + 1);
  };

  const handleBack = () => {
    setErrors({});
    goToStep(activeStep - 1);
  };

  const handleReset = () => {
    setValues(initialValues);
    setErrors({});
    goToStep(0);
  };

  const isLastStep = activeStep === steps.length - 1;

  return (
    <Box sx={{ minHeight: 'var(--template-height, 100dvh)', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1.5 }}>
          <Button
            variant="text"
            color="inherit"
            startIcon={<ArrowBackRoundedIcon />}
            onClick={handleBack}
            disabled={activeStep === 0 || orderPlaced}
            sx={{ textTransform: 'none' }}
          >
            Back
          </Button>
          <SitemarkLogo />
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'inline-flex' }, alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <LockRoundedIcon fontSize="small" aria-hidden="true" />
            Secure checkout
          </Typography>
        </Container>
      </Box>

      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <Typography component="h1" variant="h4">
              Checkout
            </Typography>

            <Box sx={{ display: { md: 'none' } }}>
              <InfoMobile products={products} total={orderTotal} />
            </Box>

            <Stepper activeStep={activeStep} alternativeLabel>
              {steps.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>

            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              {orderPlaced ? (
                <OrderConfirmation headingRef={headingRef} onDone={handleReset} />
              ) : (
                <Box component="form" noValidate onSubmit={handleNext} aria-labelledby="checkout-step-heading">
                  <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                    {`Step ${activeStep + 1} of ${steps.length}`}
                  </Typography>
                  <Typography id="checkout-step-heading" component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ mb: 3 }}>
                    {steps[activeStep]}
                  </Typography>

                  {activeStep === 0 && (
                    <AddressForm
                      values={values}
                      errors={errors}
                      onFieldChange={handleFieldChange}
                      onSaveAddressChange={(checked) => setValues((previous) => ({ ...previous, saveAddress: checked }))}
                    />
                  )}
                  {activeStep === 1 && (
                    <PaymentForm
                      values={values}
                      errors={errors}
                      onFieldChange={handleFieldChange}
                      onRememberCardChange={(checked) => setValues((previous) => ({ ...previous, rememberCard: checked }))}
                    />
                  )}
                  {activeStep === 2 && <Review values={values} />}

                  <Box
                    sx={{
                      display: 'flex',
                      flexDirection: { xs: 'column-reverse', sm: 'row' },
                      justifyContent: activeStep === 0 ? 'flex-end' : 'space-between',
                      gap: 2,
                      mt: 4,
                    }}
                  >
                    {activeStep > 0 && (
                      <Button type="button" variant="text" startIcon={<ChevronLeftRoundedIcon />} onClick={handleBack}>
                        Previous
                      </Button>
                    )}
                    <Button type="submit" variant="contained" endIcon={isLastStep ? undefined : <ChevronRightRoundedIcon />}>
                      {isLastStep ? 'Place order' : 'Next'}
                    </Button>
                  </Box>
                </Box>
              )}
            </Paper>
          </Grid>

          <Grid size={{ md: 5, lg: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Paper variant="outlined" sx={{ p: 3, position: 'sticky', top: 24 }}>
              <Typography component="h2" variant="h6">
                Order summary
              </Typography>
              <Info products={products} total={orderTotal} />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
