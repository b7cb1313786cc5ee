import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { ShopSignupBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { CurrencyField } from "../../../shared/ui/currency-field";
import { FormError } from "../../../shared/ui/form-error";
import { FullScreenLoader } from "../../../shared/ui/page-loader";
import { AuthCard } from "../auth-card";
import { authSchemas } from "../load-auth-kit";
import { EmailInput, PhoneInput } from "../../../shared/ui/ltr-input";
import { CountrySelect } from "../../reference/location/country-select";

export interface RegisterPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: ShopSignupBody) => void;
}

const initialValues = {
  shop_name: "",
  name: "",
  email: "",
  phone: "",
  password: "",
  confirm_password: "",
  currency: "PKR",
  country_id: null as string | null,
};

export function RegisterPage({ pending, errors, onSubmit }: RegisterPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(authSchemas.register, initialValues, errors);

  return (
    <AuthCard title={t("auth.register.title")} subtitle={t("auth.register.subtitle")}>
      <form {...formProps(({ confirm_password: _confirm, ...body }) => onSubmit(body))}>
        <Stack>
          <TextInput
            label={t("fields.shop_name")}
            dir="auto"
            autoComplete="organization"
            autoFocus
            {...field("shop_name")}
          />
          <TextInput label={t("fields.name")} dir="auto" autoComplete="name" {...field("name")} />
          <EmailInput label={t("fields.email")} {...field("email")} />
          <PhoneInput label={t("fields.phone")} {...field("phone")} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label={t("fields.password")} autoComplete="new-password" {...field("password")} />
            <PasswordInput
              label={t("fields.confirm_password")}
              autoComplete="new-password"
              {...field("confirm_password")}
            />
          </SimpleGrid>
          <CountrySelect
            label={t("auth.register.country")}
            placeholder={t("auth.register.country_placeholder")}
            description={t("auth.register.country_hint")}
            {...field("country_id")}
          />
          <CurrencyField {...field("currency")} />
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("auth.register.submit")}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t("auth.register.have_account")}{" "}
        <Anchor component={Link} to="/">
          {t("auth.register.sign_in_link")}
        </Anchor>
      </Text>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
