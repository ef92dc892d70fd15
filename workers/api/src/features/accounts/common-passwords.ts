/**
 * Passwords of 8+ characters that top every breached-password list. Shorter ones fail the length rule
 * anyway. Compared case-insensitively. Kept small on purpose: it ships inside the worker bundle.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `12345678 123456789 1234567890 12345678910 123123123 11111111 111111111 1111111111 00000000 000000000
  0000000000 87654321 987654321 9876543210 12341234 11223344 112233445566 123456123456 1q2w3e4r 1q2w3e4r5t
  1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty123 qwerty12 qwerty1234
  qwertyqwerty asdfghjkl asdfasdf asdf1234 zxcvbnm1 zxcvbnm123 password password1 password12 password123
  password1234 passw0rd p@ssw0rd p@ssword pa55word passwort motdepasse contraseña iloveyou iloveyou1
  iloveyou2 iloveu123 sunshine sunshine1 princess princess1 football football1 baseball basketball
  superman batman123 starwars trustno1 whatever welcome1 welcome123 letmein1 letmein123 monkey123 dragon123
  master123 shadow123 michael1 jennifer jordan23 abcdefgh abcd1234 abc12345 abc123456 abcdef123 aa123456
  a1234567 a12345678 aaaaaaaa 88888888 66666666 77777777 99999999 55555555 12121212 13131313 123qweasd
  qweasdzxc 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 computer internet samsung1 google123 facebook linkedin
  charlie1 mustang1 michelle jessica1 chocolate butterfly liverpool chelsea1 arsenal1 manchester
  changeme changeme1 admin123 administrator root1234 default1 secret123 test1234 testtest guest123 lovely123
  football123 soccer123 hello123 hellohello computer1 matrix123 freedom1 whatever1 pokemon1 naruto123
  babygirl1 iloveyou12 qazwsxedc qazwsx123 1234abcd 12qwaszx 147258369 159753456 741852963 963852741
  spiderman blink182 metallica slipknot987 music123 musiclover ngoma123 ngomangoma`
    .split(/\s+/)
    .filter(Boolean),
);
