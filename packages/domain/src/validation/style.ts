const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Custom CSS class names a seller adds to builder blocks; anything else could break out of the attribute.
const CLASS_NAME = /^[A-Za-z0-9_-]+$/;

export function checkHexColor(value: string): "invalid_hex_color" | null {
  return HEX_COLOR.test(value) ? null : "invalid_hex_color";
}

export function checkClassName(value: string): "invalid_class_name" | null {
  return CLASS_NAME.test(value) ? null : "invalid_class_name";
}
