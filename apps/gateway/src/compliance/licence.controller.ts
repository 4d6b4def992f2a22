import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  HttpCode,
  HttpException,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { LICENCE_MESSAGES, looksLikeApiKey, MAX_LICENCE_BYTES } from '@shop/domain';
import type { Request, Response } from 'express';
import { AdminContextFactory } from '../admin/admin-context.factory.js';
import { GUARD_MESSAGES } from '../admin/staff-guard.js';
import { readSessionToken } from '../graphql/session-cookie.js';
import { SessionService } from '../identity/session.service.js';
import { ADMIN_LICENCE_PATH, LicenceRejected, LicenceService, OWN_LICENCE_PATH } from './licence.service.js';

/** the CSRF rule of /graphql for a multipart POST: a header a plain cross-site form cannot set */
function hasPreflightHeader(req: Request): boolean {
  const header = req.headers['apollo-require-preflight'] ?? req.headers['x-apollo-operation-name'];
  return typeof header === 'string' && header.trim() !== '';
}

/** every refusal as `{ message }` with its status (multer's texts replaced by the shop's) */
@Catch()
export class LicenceErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res.setHeader('cache-control', 'no-store');
    if (error instanceof LicenceRejected) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof PayloadTooLargeException) {
      res.status(413).json({ message: LICENCE_MESSAGES.tooLarge });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      res.status(status).json({ message: status === 400 ? LICENCE_MESSAGES.missingFile : error.message });
      return;
    }
    res.status(500).json({ message: 'The upload failed: please try again' });
  }
}

function sendFile(res: Response, file: { bytes: Buffer; sha256: string; contentType: string; fileName: string }) {
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('etag', `"${file.sha256}"`);
  res.status(200).type(file.contentType).send(file.bytes);
}

/**
 * POST /account/licence (multipart `file` + `expiresOn`, the buyer's session; never an API key) → 201
 * with the licence, or 4xx `{ message }`; GET /account/licence the buyer's own document; GET
 * /admin/licences/<customer id> a buyer's document for staff. Documents are never cached by anyone.
 */
@Controller()
@UseFilters(LicenceErrorFilter)
export class LicenceController {
  constructor(
    private readonly licences: LicenceService,
    private readonly sessions: SessionService,
    private readonly adminContexts: AdminContextFactory,
  ) {}

  /** the buyer of the request's session (cookie or Bearer session token; an API key never counts) */
  private async buyerOf(req: Request) {
    const found = readSessionToken(req);
    if (!found || looksLikeApiKey(found.token)) return null;
    return (await this.sessions.resolve(found.token))?.customer ?? null;
  }

  @Post(OWN_LICENCE_PATH.slice(1))
  @HttpCode(201)
  @UseInterceptors(
    // in memory (file.buffer), never on a replica's disk; one byte over the limit to tell "too large"
    FileInterceptor('file', { limits: { fileSize: MAX_LICENCE_BYTES + 1, files: 1, fields: 4, parts: 6 } }),
  )
  async upload(
    @UploadedFile() file: { buffer: Buffer; originalname?: string } | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!hasPreflightHeader(req)) throw new BadRequestException(LICENCE_MESSAGES.csrf);
    const buyer = await this.buyerOf(req);
    if (!buyer) {
      res.status(401);
      return { message: LICENCE_MESSAGES.loginRequired };
    }
    const body = req.body as Record<string, unknown> | undefined;
    res.setHeader('cache-control', 'no-store');
    return this.licences.upload(buyer, { bytes: file?.buffer, name: file?.originalname }, body?.expiresOn);
  }

  @Get(OWN_LICENCE_PATH.slice(1))
  async own(@Req() req: Request, @Res() res: Response) {
    const buyer = await this.buyerOf(req);
    if (!buyer) {
      res.status(401).json({ message: LICENCE_MESSAGES.loginRequired });
      return;
    }
    const file = await this.licences.file(buyer.id);
    if (!file) {
      res.status(404).json({ message: LICENCE_MESSAGES.notFound });
      return;
    }
    sendFile(res, file);
  }

  @Get(`${ADMIN_LICENCE_PATH.slice(1)}/:customerId`)
  async forStaff(@Param('customerId') customerId: string, @Req() req: Request, @Res() res: Response) {
    const ctx = await this.adminContexts.create({ req, res });
    if (ctx.unavailable || !ctx.staff) {
      res.status(401).json({ message: GUARD_MESSAGES.unauthenticated });
      return;
    }
    const file = await this.licences.file(customerId);
    if (!file) {
      res.status(404).json({ message: LICENCE_MESSAGES.notFound });
      return;
    }
    sendFile(res, file);
  }
}
