/**
 * page-meta-messages.ts in Marathi (docs/decisions/016, docs/marathi-glossary.md): each page's
 * title and description for the tab, search results and link previews.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './page-meta-messages.js';

/** Each route's title and description. */
export const PAGE_META_MESSAGES = {
  home: {
    title: 'आमच्या कराडच्या शेतातून सेंद्रिय गूळ, मध आणि तूप',
    description:
      'प्रमाणित सेंद्रिय गूळ, कच्चा मध, A2 बिलोना तूप, गुलकंद आणि पावडरी: कराडमधील आमचे कुटुंब आणि महिला बचत गट यांनी बनवलेल्या. संपूर्ण भारतात डिलिव्हरी.',
  },
  about: {
    title: 'आमची गोष्ट',
    description:
      'कराडमध्ये तीन पिढ्यांची सेंद्रिय शेती: आमचे कुटुंब आणि आमच्या बचत गटातील महिला प्रमाणित सेंद्रिय गूळ, मध, तूप आणि बरेच काही कसे बनवतात.',
  },
  contact: {
    title: 'आमच्याशी संपर्क साधा',
    description:
      'ऑर्डर, घाऊक गूळ किंवा शेतभेटीबद्दल काही प्रश्न? कराडमधील आमच्या शेताला WhatsApp वर संदेश पाठवा, फोन करा किंवा ई-मेल करा.',
  },
  shipping: {
    title: 'डिलिव्हरी आणि परतावा',
    description: 'आम्ही कुठे डिलिव्हरी करतो, डिलिव्हरीचे शुल्क किती, पहिल्या ऑर्डरवरील सवलत आणि ऑर्डर कशी रद्द करावी.',
  },
  privacy: {
    title: 'गोपनीयता धोरण',
    description: 'आपण खरेदी करताना दिलेली माहिती आम्ही कशी वापरतो.',
  },
  terms: { title: 'वापराच्या अटी', description: 'आमच्या दुकानात खरेदी करण्याच्या अटी.' },
  blog: {
    title: 'शेतातील गोष्टी: आमच्या शेतातून आपल्यासाठी',
    description:
      'कराडमधील आमच्या सेंद्रिय शेतातील गोष्टी, मराठी आणि इंग्रजीत: गुळाचा हंगाम, आमच्या मधमाश्या, बिलोना तूप आणि शेत चालवणाऱ्या महिला.',
  },
  notFound: { title: 'पान सापडले नाही', description: 'हे पान आमच्या दुकानात नाही.' },
  cart: { title: 'आपले कार्ट', description: 'आपल्या कार्टमधील सेंद्रिय उत्पादने.' },
  checkout: {
    title: 'ऑर्डर करा',
    description: 'डिलिव्हरीचा पत्ता निवडा आणि आपली ऑर्डर नोंदवा.',
  },
  checkoutNow: { title: 'आता खरेदी करा', description: 'एकच उत्पादन लगेच ऑर्डर करा.' },
  orders: { title: 'माझ्या ऑर्डर', description: 'आपल्या सर्व ऑर्डर.' },
  auth: {
    title: 'साइन इन करा',
    description: 'ऑर्डर करण्यासाठी आणि डिलिव्हरीचा मागोवा घेण्यासाठी Google किंवा आपल्या मोबाइल नंबरने साइन इन करा.',
  },
} as const satisfies Catalogue<typeof EN.PAGE_META_MESSAGES>;
