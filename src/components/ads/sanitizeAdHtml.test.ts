import { sanitizeAdHtml } from './sanitizeAdHtml';

test.each([
  ['<b>Acme</b> - build <em>faster</em>.', '<b>Acme</b> - build <em>faster</em>.'],
  ['<script>alert(1)</script>Hi', 'Hi'],
  ['<img src=x onerror="alert(1)">Hi', 'Hi'],
  ['<b onclick="alert(1)" style="color:red">Bold</b>', '<b>Bold</b>'],
  ['<a href="javascript:alert(1)">click</a>', 'click'],
  ['<img src="data:image/png;base64,AAAA">', ''],
  ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ['<svg><script>alert(1)</script></svg>x', 'x'],
  ['5 &lt; 6 & <strong>7</strong>', '5 &lt; 6 &amp; <strong>7</strong>'],
])('%j is sanitised to %j', (input, output) => {
  expect(sanitizeAdHtml(input)).toBe(output);
});
