import { DELETE as removeAvatar, GET as getAvatar, PUT as putAvatar } from "@/app/api/account/avatar/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { accountMessages } from "@/lib/messages/account";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadForm } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { isolateStorageDir } from "@/tests/security/fixtures";

setupTestDatabase();
isolateStorageDir();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const put = (user: TestUser, bytes: Uint8Array, name = "me.png") =>
  call(putAvatar, "/api/account/avatar", { method: "PUT", cookie: user.cookie, rawBody: uploadForm(null, bytes, name) });
const keyOf = async (user: TestUser) => (await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } })).profileImageKey;

let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
});

describe("/api/account/avatar", () => {
  it("stores the image through lib/storage; the avatar URL then serves it to its owner only", async () => {
    const res = await put(ada, PNG);
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toMatch(/^\/api\/account\/avatar\?v=/);
    expect((await call(getUser, "/api/auth/user", { cookie: ada.cookie })).body.profileImageUrl).toBe(res.body.profileImageUrl);
    const image = await call(getAvatar, "/api/account/avatar", { cookie: ada.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.response.arrayBuffer())).toEqual(PNG);
    expect((await call(getAvatar, "/api/account/avatar", { cookie: bob.cookie })).status).toBe(404);
    expect((await call(getAvatar, "/api/account/avatar")).status).toBe(401);
  });

  it("replacing and removing delete the old bytes", async () => {
    await put(ada, PNG);
    const first = (await keyOf(ada))!;
    await put(ada, PNG);
    expect(await getStorage().read(first)).toBeNull();
    const second = (await keyOf(ada))!;
    expect((await call(removeAvatar, "/api/account/avatar", { method: "DELETE", cookie: ada.cookie })).status).toBe(200);
    expect(await getStorage().read(second)).toBeNull();
    expect((await call(getUser, "/api/auth/user", { cookie: ada.cookie })).body.profileImageUrl).toBeNull();
  });

  it("refuses what is not an image (by its bytes) and keeps nothing", async () => {
    const res = await put(ada, PDF_BYTES, "me.png");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(accountMessages.imageType);
    expect(await keyOf(ada)).toBeNull();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await put(ada, big)).status).toBe(413);
    expect(await keyOf(ada)).toBeNull();
  });
});
