# SPDX-License-Identifier: Apache-2.0
# Lays out aes_ct_armv7m.S (imported by gen.py): prologues, epilogues and the
# round loops around the straight-line blocks that gen.py generates.

# Frame layout (bytes from sp after the prologue), shared with gen.py.
S = 0              # state planes (32 B)
KP, CNT = 32, 36   # current round-key pointer, loop passes left
RK, NR = 40, 44
IN0, IN1 = 48, 52  # decryption: IN0/OUT0 point to the current pair
OUT0, OUT1 = 56, 60
SPILL = 64         # encryption spill slots
# Decryption (several block pairs per call, optionally CBC) has more slots:
# X, Y = the ciphertext blocks of the pair being decrypted, PREV = the
# chaining value (the previous ciphertext block, or the IV), NP = pairs left,
# IVP = the caller's IV pointer (0: no chaining), KP0/CNT0 = per-pair resets.
X, Y, PREV = 64, 80, 96
NP, IVP, KP0, CNT0 = 112, 116, 120, 124
SPILL_D = 128      # decryption spill slots

L = []
B = ST = None


def w(s=''):
    L.append(s)


def block(name):
    w(f'    // {name}: {ST[name][0]} instructions, ~{ST[name][1]} model cycles')
    L.extend(B[name])


def kp_add(n, r='r8'):
    w(f'    ldr     {r}, [sp, #{KP}]')
    w(f'    add     {r}, {r}, #{n}' if n > 0 else f'    sub     {r}, {r}, #{-n}')
    w(f'    str     {r}, [sp, #{KP}]')


def cnt_sub(n, target=None, r='r9'):
    w(f'    ldr     {r}, [sp, #{CNT}]')
    w(f'    subs    {r}, {r}, #{n}')
    w(f'    str     {r}, [sp, #{CNT}]')
    if target:
        w(f'    beq     {target}')


def copy_slots(dst, src):
    for i in range(4):
        w(f'    ldr     r{8 + i}, [sp, #{src + 4 * i}]')
    for i in range(4):
        w(f'    str     r{8 + i}, [sp, #{dst + 4 * i}]')


def head(fn, frame):
    w(f'    .global {fn}')
    w(f'    .type   {fn}, %function')
    w('    .p2align 2')
    w(f'{fn}:')
    w('    push    {r4-r11, lr}')
    w(f'    sub     sp, sp, #{frame}')
    w(f'    ldr     r4, [sp, #{frame + 36}]')
    w(f'    ldr     r5, [sp, #{frame + 40}]')
    w(f'    str     r0, [sp, #{RK}]')
    w(f'    str     r1, [sp, #{NR}]')
    w(f'    str     r2, [sp, #{IN0}]')


def epilogue(fn, frame, end=True):
    w('    // wipe the frame: state planes and spilled intermediates')
    w('    movs    r0, #0')
    w('    movs    r1, #0')
    w('    movs    r2, #0')
    w('    movs    r3, #0')
    w('    mov     r12, sp')
    for _ in range(frame // 16):
        w('    stmia   r12!, {r0-r3}')
    w(f'    add     sp, sp, #{frame}')
    w('    pop     {r4-r11, pc}')
    if end:
        w(f'    .size   {fn}, .-{fn}')
        w()


def encrypt(frame):
    fn = 'ucrypt_aes_ct_enc2_armv7m'
    head(fn, frame)
    w(f'    str     r3, [sp, #{IN1}]')
    w(f'    str     r4, [sp, #{OUT0}]')
    w(f'    str     r5, [sp, #{OUT1}]')
    w(f'    str     r0, [sp, #{KP}]')
    w('    subs    r1, r1, #1')
    w(f'    str     r1, [sp, #{CNT}]')
    block('load0')
    kp_add(32)
    w('1:')
    for F in (1, 2, 3, 0):
        block(f'enc_round{F}')
        kp_add(32)
        cnt_sub(1, '9f')
    w('    b       1b')
    w('9:')
    w(f'    ldr     r8, [sp, #{NR}]')
    w('    cmp     r8, #12')
    w('    beq     8f')
    block('enc_last1')
    w('    b       7f')
    w('8:')
    block('enc_last0')
    w('7:')
    epilogue(fn, frame)


def scratch(state_regs):
    """A register the glue may use while the state planes are in state_regs."""
    return next(r for r in ('r8', 'r9', 'r10', 'r11', 'r12', 'lr', 'r7', 'r6') if r not in state_regs)


def decrypt(frame):
    # Per pair, the key pointer (KP) starts at KP0 = rk + 32 (nr - 1), or
    # rk + 32 (nr + 1) for AES-192, whose first rounds are frames 3 and 2;
    # the blocks load their keys at fixed offsets from it (gen.py DEC_KOFF,
    # the load blocks at +32 / -32) and it steps back 128 per pass of the
    # 4-round loop. The loop leaves after frame 1 once CNT = (nr + 2) / 4
    # passes have run (keys 9, 5, 1 or 13, 9, 5, 1); AES-192 enters it at
    # frame 3. The planes pass between blocks in the registers gen.py chose.
    # NP holds the end of the input (in + 32 npairs).
    maps = ST['maps']
    s1 = scratch(maps['round1_out'])
    fn = 'ucrypt_aes_ct_dec_armv7m'
    head(fn, frame)
    w(f'    str     r3, [sp, #{OUT0}]')
    w('    add     r4, r2, r4, lsl #5')
    w(f'    str     r4, [sp, #{NP}]')
    w(f'    str     r5, [sp, #{IVP}]')
    w('    add     r6, r0, r1, lsl #5')
    w('    sub     r6, r6, #32')
    w('    cmp     r1, #12')
    w('    bne     1f')
    w('    add     r6, r6, #64')
    w('1:')
    w(f'    str     r6, [sp, #{KP0}]')
    w('    adds    r7, r1, #2')
    w('    lsrs    r7, r7, #2')
    w(f'    str     r7, [sp, #{CNT0}]')
    w('    // PREV = IV (CBC) or zero')
    w('    movs    r8, #0')
    w('    movs    r9, #0')
    w('    movs    r10, #0')
    w('    movs    r11, #0')
    w('    cbz     r5, .Ldec_noiv')
    for i in range(4):
        w(f'    ldr     r{8 + i}, [r5, #{4 * i}]')
    w('.Ldec_noiv:')
    for i in range(4):
        w(f'    str     r{8 + i}, [sp, #{PREV + 4 * i}]')
    w('.Ldec_pair:')
    w(f'    ldr     r8, [sp, #{KP0}]')
    w(f'    ldr     r9, [sp, #{CNT0}]')
    w(f'    ldr     r10, [sp, #{NR}]')
    w(f'    str     r8, [sp, #{KP}]')
    w(f'    str     r9, [sp, #{CNT}]')
    w('    cmp     r10, #12')
    w('    beq     .Ldec_192')
    block('dload2')
    w('1:')
    block('dec_round1')
    cnt_sub(1, '9f', s1)
    block('dec_round0')
    w('3:')
    block('dec_round3')
    block('dec_round2')
    kp_add(-128)
    w('    b       1b')
    w('9:')
    w('    // without an IV (ECB) the chaining inputs X and PREV are zero')
    w(f'    ldr     {s1}, [sp, #{IVP}]')
    w(f'    cmp     {s1}, #0')
    w('    beq     .Ldec_ecb')
    w('5:')
    block('dec_last')
    w('    // the second ciphertext block chains into the next pair')
    copy_slots(PREV, Y)
    w(f'    ldr     r8, [sp, #{IN0}]')
    w(f'    ldr     r9, [sp, #{OUT0}]')
    w(f'    ldr     r10, [sp, #{NP}]')
    w('    add     r8, r8, #32')
    w('    add     r9, r9, #32')
    w(f'    str     r8, [sp, #{IN0}]')
    w(f'    str     r9, [sp, #{OUT0}]')
    w('    cmp     r8, r10')
    w('    bne     .Ldec_pair')
    w('    // CBC: the IV becomes the last ciphertext block')
    w(f'    ldr     r5, [sp, #{IVP}]')
    w('    cbz     r5, .Ldec_done')
    for i in range(4):
        w(f'    ldr     r{8 + i}, [sp, #{PREV + 4 * i}]')
    for i in range(4):
        w(f'    str     r{8 + i}, [r5, #{4 * i}]')
    w('.Ldec_done:')
    epilogue(fn, frame, end=False)
    w('    // out of line: AES-192 pairs start at frame 3; ECB zeroes X and PREV')
    w('.Ldec_192:')
    block('dload0')
    w('    b       3b')
    w('.Ldec_ecb:')
    w(f'    movs    {s1}, #0')
    for i in range(4):
        w(f'    str     {s1}, [sp, #{X + 4 * i}]')
        w(f'    str     {s1}, [sp, #{PREV + 4 * i}]')
    w('    b       5b')
    w(f'    .size   {fn}, .-{fn}')
    w()


def render(blocks, frame, stats, header):
    global B, ST
    B, ST = blocks, stats
    L.clear()
    encrypt(frame[0])
    decrypt(frame[1])
    return header.replace('FRAME_BYTES', f'{frame[0]} (encryption) or {frame[1]} (decryption)') + \
        '\n'.join(L) + '\n#endif\n'
