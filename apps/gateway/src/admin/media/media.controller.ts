import {
  type ArgumentsHost,
  BadRequestException,
  type CanActivate,
  Catch,
  Controller,
  type ExceptionFilter,
  type ExecutionContext,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  Inject,
  Injectable,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UploadedFile,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '@shop/domain';
import type { Request, Response } from 'express';
import { ADMIN_PORTS, type AdminPorts } from '../../backends/admin-port.js';
import { AdminContextFactory } from '../admin-context.factory.js';
import type { AdminContext } from '../admin-context.js';
import { GUARD_MESSAGES } from '../staff-guard.js';
import { MediaRejected, MediaService } from './media.service.js';

/** the request after AdminMediaGuard: the caller's admin context (a signed-in staff member) */
type AdminRequest = Request & { adminContext?: AdminContext };

/** room for the multipart framing and the alt field around an image of MAX_UPLOAD_BYTES */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Apollo Server's CSRF rule for requests a browser could send cross-site without a preflight: a
 * multipart POST passes only with a header a plain form cannot set (the console sends
 * `apollo-require-preflight`, as it does to /admin/graphql).
 */
function hasPreflightHeader(req: Request): boolean {
  const value = (name: string) => {
    const header = req.headers[name];
    return typeof header === 'string' && header.trim() !== '';
  };
  return value('apollo-require-preflight') || value('x-apollo-operation-name');
}

/**
 * Runs before the upload is read: the CSRF header, then a staff session (the admin cookie or an
 * admin Bearer token; a buyer's session is never one), then the declared size.
 */
@Injectable()
export class AdminMediaGuard implements CanActivate {
  constructor(private readonly contexts: AdminContextFactory) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<AdminRequest>();
    if (!hasPreflightHeader(req)) throw new BadRequestException(MEDIA_MESSAGES.csrf);
    const ctx = await this.contexts.create({ req, res: http.getResponse<Response>() });
    if (ctx.unavailable) throw new ForbiddenException(ctx.unavailable.message);
    if (!ctx.staff) throw new UnauthorizedException(GUARD_MESSAGES.unauthenticated);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw new PayloadTooLargeException(MEDIA_MESSAGES.tooLarge);
    }
    req.adminContext = ctx;
    return true;
  }
}

/** every refusal of the media routes as `{ message }` with its status (multer's texts replaced by the shop's) */
@Catch()
export class MediaErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res.setHeader('cache-control', 'no-store');
    if (error instanceof MediaRejected) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof PayloadTooLargeException) {
      res.status(413).json({ message: MEDIA_MESSAGES.tooLarge });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const text = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const known = typeof text === 'string' && Object.values(MEDIA_MESSAGES).includes(text as never);
      const message =
        status === 401 || status === 403 || known
          ? String(text)
          : status === 400
            ? MEDIA_MESSAGES.oneFile
            : 'The upload could not be handled';
      res.status(status).json({ message });
      return;
    }
    res.status(500).json({ message: 'The upload failed: please try again' });
  }
}

const MEDIA_FILE = /^(\d{1,5})\.webp$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * POST /admin/media (multipart `file` + optional `alt`) → 201 `{ id, src, width, height, variants }` or
 * 4xx `{ message }`; GET /media/u/<id>/<width>.webp serves a variant from the media store, the same on
 * every replica, cacheable for a year (an id is never reused) with its sha256 as ETag.
 */
@Controller()
@UseFilters(MediaErrorFilter)
export class MediaController {
  constructor(
    private readonly media: MediaService,
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
  ) {}

  @Post('admin/media')
  @HttpCode(201)
  @UseGuards(AdminMediaGuard)
  @UseInterceptors(
    // no storage option: multer keeps the file in memory (file.buffer), never on a replica's disk
    FileInterceptor('file', {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096 },
    }),
  )
  async upload(@UploadedFile() file: { buffer: Buffer } | undefined, @Req() req: AdminRequest) {
    const body = req.body as Record<string, unknown> | undefined;
    const result = await this.media.upload(file?.buffer, body?.alt, req.adminContext!);
    req.res?.setHeader('cache-control', 'no-store');
    return result;
  }

  @Get('media/u/:id/:file')
  async serve(@Param('id') id: string, @Param('file') file: string, @Req() req: Request, @Res() res: Response) {
    const width = MEDIA_FILE.exec(file)?.[1];
    const variant = width && this.ports ? await this.ports.media.variant(id, Number(width)) : null;
    if (!variant) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const etag = `"${variant.sha256}"`;
    res.setHeader('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
    res.setHeader('etag', etag);
    const match = req.headers['if-none-match'];
    if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('image/webp').send(variant.bytes);
  }
}
