import type { Testimonial } from '../../../functions/src/contract/content.js';

/** Customer words shown in the home-page carousel; each mentions a product they actually bought. */
export const testimonials: Testimonial[] = [
  {
    _id: 'seed-testimonial-1',
    userName: 'Vaishali Kulkarni',
    message:
      'I have bought jaggery from the market all my life and never knew it could taste like this. The jaggery powder dissolves straight into my morning tea, and my mother-in-law says the kaakvi reminds her of her village in Karad. Delivered to our door the next day.',
    stars: 5,
    createdAt: '2025-02-11T12:20:00.000Z',
  },
  {
    _id: 'seed-testimonial-2',
    userName: 'Amol Deshmukh',
    message:
      'We tried the A2 bilona ghee after a friend in Satara recommended it. It is grainy and smells exactly like the ghee my aaji used to make on the chulha. Yes, it costs more than the packet ghee, but a jar lasts us the month and nobody in the house wants to go back.',
    stars: 5,
    createdAt: '2025-05-03T15:45:00.000Z',
  },
  {
    _id: 'seed-testimonial-3',
    userName: 'Priya Joshi',
    message:
      'Ordered Tulsi Honey and Gulkand to our flat in Pune. The gulkand is soft and properly rose-scented, not that bright pink kind, and my kids now ask for gulkand milk every evening. Packing was careful too. Would love a bigger honey jar.',
    stars: 4,
    createdAt: '2025-06-19T09:10:00.000Z',
  },
  {
    _id: 'seed-testimonial-4',
    userName: 'Sachin Pawar',
    message:
      "Ragi laddus for the children's tiffin, moringa powder for my dal. Both are clearly made fresh in small batches. It is good to know the money goes to the women who make them. Regular customer from Kolhapur now.",
    stars: 5,
    createdAt: '2025-09-27T11:05:00.000Z',
  },
];
