import { renderValue } from './template-values';

/** A synthesized AWS::CloudFront::ResponseHeadersPolicy's ResponseHeadersPolicyConfig (the parts Fescue uses). */
export interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig?: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: unknown };
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
    };
    ContentTypeOptions?: unknown;
    FrameOptions?: { FrameOption: string };
    ReferrerPolicy?: { ReferrerPolicy: string };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
}

/**
 * The response headers CloudFront adds for a policy, names lower-cased, values as CloudFront writes them
 * (HSTS `max-age=…; includeSubDomains`). A reference in a value is rendered as `${LogicalId.Attribute}`.
 */
export function headersSentBy(config: ResponseHeadersPolicyConfig): Record<string, string> {
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) {
    headers['content-security-policy'] = renderValue(security.ContentSecurityPolicy.ContentSecurityPolicy);
  }
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    headers['strict-transport-security'] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; ');
  }
  if (security.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (security.FrameOptions) headers['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) headers['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const { Header, Value } of config.CustomHeadersConfig?.Items ?? [])
    headers[Header.toLowerCase()] = Value;
  return headers;
}
