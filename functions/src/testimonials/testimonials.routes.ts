import { Router } from 'express';
import { TestimonialInputSchema } from '../contract/testimonials.js';
import { currentUser, requireUser } from '../lib/auth.js';
import { privateNoStore, sendPublic } from '../lib/http.js';
import { writeLimiter } from '../lib/rate-limit.js';
import { addTestimonial, listMyTestimonials, listTestimonials } from './testimonials.service.js';

/** The home page's testimonials: public to read, signed-in shoppers write (two each). */
export const testimonialsRouter = Router();

testimonialsRouter.get('/', async (_req, res) => {
  sendPublic(res, await listTestimonials(), 60, 120);
});

testimonialsRouter.get('/my-testimonials', requireUser, privateNoStore, async (req, res) => {
  res.json(await listMyTestimonials(currentUser(req).uid));
});

testimonialsRouter.post('/', requireUser, writeLimiter, async (req, res) => {
  const input = TestimonialInputSchema.parse(req.body);
  res.status(201).json(await addTestimonial(currentUser(req).uid, input));
});
