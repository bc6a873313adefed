#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Writes src/hash/keccak_armv7m.S (the Keccak-f[1600] kernel for Armv7-M and
# Armv8-M Mainline): round constants from FIPS 202 §3.2.5, rho offsets from
# §3.2.2, and the round bodies with a fixed register free list and the
# lane placement of the in-place rounds (where each lane sits in memory).
# Run: python3 src/hash/gen_keccak_armv7m.py (the output is committed).
import pathlib
RHO=[0]*25
x,y=1,0
for t in range(24):
    RHO[x+5*y]=((t+1)*(t+2)//2)%64
    x,y=y,(2*x+3*y)%5
def rc_bit(t):
    r=1
    for i in range(1,t%255+1):
        r<<=1
        if r&0x100: r^=0x171
    return r&1
RC=[]
for ir in range(24):
    v=0
    for j in range(7): v|=rc_bit(j+7*ir)<<((1<<j)-1)
    RC.append(v)
assert RC[1]==0x8082 and RC[23]==0x8000000080008008
DOFF=0; RCOFF=40; FRAME=44
out=[]
def e(s): out.append('    '+s)

# In place: output row Y is written over the five lanes it was built from
# (every lane feeds exactly one output row through pi, §3.2.3, and all five
# are in registers before chi stores anything), so lanes move between memory
# slots. slot[t] = memory slot (0-24) of lane t = x + 5y. Even rounds send
# lane X of row Y to the slot of the input lane of B[sigma(X)] with
# sigma(X) = 2(X - Y) mod 5: that puts the five lanes which pi gathers for
# each row of the next round into one memory row, so odd rounds write every
# lane back to its own slot and two rounds restore the plain layout.
slot=list(range(25))
def src_lane(X,Y):
    return (X+3*Y)%5+5*X

def theta(src):
    offs=lambda xx,h: [8*slot[xx+5*y]+4*h for y in range(5)]
    e(f'@ theta (§3.2.1): C[x] in r1-r10 (low, high), D[x] to the stack')
    regs=['r1','r2','r3','r4','r5','r6','r7','r8','r9','r10']; tmp=['r11','r12','lr']
    creg={}
    order=[(xx,h) for xx in range(5) for h in range(2)]
    # words 0-3 two at a time (ten LDRs back to back), then one at a time as
    # the free registers run out; the last has only r11, r12, lr
    i=0
    while i<10:
        g=2 if len(regs[i+2:]+tmp)>=8 else 1
        pool=regs[i+g:]+tmp
        words=[]
        for j in range(g):
            xx,h=order[i+j]; r=regs[i+j]; creg[(xx,h)]=r
            o=offs(xx,h)
            if len(pool)>=4:
                t,pool=pool[:4],pool[4:]
                for k,reg in enumerate([r]+t): e(f'ldr {reg}, [{src}, #{o[k]}]')
                words.append((r,t))
            else:
                e(f'column3 {src}, {", ".join(map(str,o))}, {r}, {", ".join(pool[:3])}')
        for r,t in words:
            for reg in t: e(f'eor {r}, {r}, {reg}')
        i+=g
    for xx in range(5):
        p=creg[((xx-1)%5,0)],creg[((xx-1)%5,1)]
        n=creg[((xx+1)%5,0)],creg[((xx+1)%5,1)]
        e(f'theta_d {DOFF+8*xx}, {p[0]}, {p[1]}, {n[0]}, {n[1]}')

def lane_loads(src,s,sx,regs):
    # both halves of the lane, then of D: one run of loads (M4 pipelines them)
    p,q,t1,t2=regs
    e(f'ldr {p}, [{src}, #{8*slot[s]}]')
    e(f'ldr {q}, [{src}, #{8*slot[s]+4}]')
    e(f'ldr {t1}, [sp, #{DOFF+8*sx}]')
    e(f'ldr {t2}, [sp, #{DOFF+8*sx+4}]')

def lane_ops(r,regs):
    # theta's D, then rho (§3.2.2): 0 < r < 32 rotates the 64-bit word by r;
    # r > 32 is a rotation by r - 32 with the halves exchanged
    p,q,t1,t2=regs
    e(f'eor {p}, {p}, {t1}')
    e(f'eor {q}, {q}, {t2}')
    if r==0: return (p,q)
    a,b=(p,q) if r<32 else (q,p)
    k=r if r<32 else r-32
    e(f'rot64 {a}, {b}, {t1}, {t2}, {k}')
    return (t1,a)

def placement(odd):
    # the slot of each output lane this round (see slot above)
    new=[None]*25
    for Y in range(5):
        read=[slot[src_lane(X,Y)] for X in range(5)]
        for X in range(5):
            new[X+5*Y]=X+5*Y if odd else read[(2*(X-Y))%5]
        assert sorted(new[5*Y:5*Y+5])==sorted(read), 'row not written in place'
    return new

def rows(src,dst,new):
    for Y in range(5):
        e(f'@ row {Y}' + (' (with iota, §3.2.5)' if Y==0 else ''))
        free=['r1','r2','r3','r4','r5','r6','r7','r8','r9','r10','r11','r12','lr']
        b={}
        # lanes in groups of two so that eight loads run back to back
        for grp in ([0,1],[2,3],[4]):
            todo=[]
            for X in grp:
                sx=(X+3*Y)%5; s=sx+5*X
                regs=[free.pop(0) for _ in range(4)]
                lane_loads(src,s,sx,regs)
                todo.append((X,RHO[s],regs))
            for X,r,regs in todo:
                b[X]=lane_ops(r,regs)
                free=[x for x in regs if x not in b[X]]+free
        for X in range(5):
            for h in range(2):
                t=free[0]
                args=f'{dst}, {8*new[5*Y+X]+4*h}, {t}, {b[X][h]}, {b[(X+1)%5][h]}, {b[(X+2)%5][h]}'
                if Y==0 and X==0 and h==0:
                    e(f'chi_iota {args}, {free[1]}, {free[2]}')
                elif Y==0 and X==0:
                    e(f'chi_iota_hi {args}, {free[1]}, {free[2]}')
                else:
                    e(f'chi {args}')

def rnd(odd):
    global slot
    new=placement(odd)
    theta('r0')
    e('@ rho, pi (§3.2.2-3.2.3) into ten registers per output row, then chi (§3.2.4)')
    rows('r0','r0',new)
    slot=new

hdr=f'''// SPDX-License-Identifier: Apache-2.0
@ ucrypt — Keccak-f[1600] for Armv7-M and Armv8-M Mainline (Cortex-M3/M4/M7/
@ M33/M55), Thumb-2 (FIPS 202 §3.2–3.3). The C++ of keccak_fast.cpp calls it
@ on these cores; other cores (Armv6-M) and hosts keep the C++.
@
@ Lanes stay 64-bit little-endian words, each held in two registers (low,
@ high half): no bit interleaving, so the caller's state needs no conversion
@ on entry or exit. Interleaved lanes with lazy rotation were measured
@ (tools/keccak_bi/README.md): the permutation drops to 10,967 estimated
@ cycles on the M4 model, but converting the 21 rate lanes of a SHAKE128
@ block in and out costs 2 x 894, so a block gets no faster on the M4.
@ Rounds work in place in the caller's state (r0): each output row is built
@ in ten registers (the five lanes that pi sends to it are loaded, get
@ theta's D, are rotated by rho), then chi writes the row over the five
@ lanes it came from. Lanes therefore change places in memory during the
@ even round of each pair and return to their own places in the odd one
@ (the placement is worked out by the script), so the stack holds only D
@ and no copy of the state: 80 bytes in all, which matters to callers deep
@ in ML-DSA and ML-KEM that budget their stack.
@ Loads come in runs, which the M3/M4 pipeline (one cycle per further LDR):
@ the lanes of a row are fetched two at a time (eight LDRs back to back).
@
@ Constant-time: straight-line code; addresses and the loop count are fixed;
@ the state only meets EOR, BIC, ORR, fixed shifts and, with the DSP
@ extension, UMULL/UMLAL by fixed powers of two (their timing on these
@ cores does not depend on the operands; see rot64).
@
@ Generated by gen_keccak_armv7m.py beside this file (register allocation by
@ a fixed free list); edit the script, not this file.
@
@ void ucrypt_keccak_f1600_armv7m(uint64_t state[25]);
@ Stack: 36 bytes of saved registers + {FRAME} (D {DOFF}-{RCOFF - 1}, round-constant
@ pointer {RCOFF}); D is wiped before return.

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_KECCAK_ARMV7M

    .syntax unified
    .thumb

@ r = one C word: the XOR of the same half of the five lanes of a column,
@ at byte offsets o0-o4 (wherever the placement has put them), with only
@ three free registers t1-t3 (the other C words are emitted inline, their
@ loads in one run).
.macro column3 base, o0, o1, o2, o3, o4, r, t1, t2, t3
    ldr \\r, [\\base, #\\o0]
    ldr \\t1, [\\base, #\\o1]
    ldr \\t2, [\\base, #\\o2]
    ldr \\t3, [\\base, #\\o3]
    eor \\r, \\r, \\t1
    eor \\r, \\r, \\t2
    eor \\r, \\r, \\t3
    ldr \\t1, [\\base, #\\o4]
    eor \\r, \\r, \\t1
.endm

@ D[x] = C[x-1] ^ rotl64(C[x+1], 1), stored at sp + off; uses r11, r12.
.macro theta_d off, plo, phi, nlo, nhi
    eor r11, \\plo, \\nlo, lsl #1
    eor r11, r11, \\nhi, lsr #31
    eor r12, \\phi, \\nhi, lsl #1
    eor r12, r12, \\nlo, lsr #31
    str r11, [sp, #\\off]
    str r12, [sp, #\\off+4]
.endm

@ (t1, a) = the 64-bit word (a, b) (low, high) rotated left by 0 < k < 32;
@ b and t2 are free afterwards. With the DSP extension (M4, M7, M33, M55) a
@ multiply by 2^k yields both halves of a shifted word at once: UMULL puts
@ a << k and a >> (32 - k) into (t1, a), and UMLAL with the two registers
@ exchanged adds b << k to the second and b >> (32 - k) to the first. The
@ parts of each sum have no bit in common, so no carry arises and the sums
@ are the two ORs of the rotation: two multiplies (one cycle each on the M4)
@ and a MOV of the constant instead of four shifts and ORs. The M3 keeps the shifts,
@ since its long multiplies terminate early on small operands (their
@ timing would depend on the state).
.macro rot64 a, b, t1, t2, k
#if UCRYPT_ARCH_DSP
    mov \\t2, #(1 << \\k)
    umull \\t1, \\a, \\a, \\t2
    umlal \\a, \\t1, \\b, \\t2
#else
    lsl \\t1, \\a, #\\k
    orr \\t1, \\t1, \\b, lsr #(32 - \\k)
    lsl \\t2, \\b, #\\k
    orr \\a, \\t2, \\a, lsr #(32 - \\k)
#endif
.endm

@ chi: b0 ^ (~b1 & b2) to base + off.
.macro chi base, off, t, b0, b1, b2
    bic \\t, \\b2, \\b1
    eor \\t, \\t, \\b0
    str \\t, [\\base, #\\off]
.endm

@ chi, then iota: XOR the low half of the round constant (its address into x).
.macro chi_iota base, off, t, b0, b1, b2, x, y
    bic \\t, \\b2, \\b1
    eor \\t, \\t, \\b0
    ldr \\x, [sp, #{RCOFF}]
    ldr \\y, [\\x], #8
    eor \\t, \\t, \\y
    str \\t, [\\base, #\\off]
.endm

@ The same for the high half; x, already advanced to the next round's
@ constant, goes back to its slot (no separate pointer update per round).
.macro chi_iota_hi base, off, t, b0, b1, b2, x, y
    bic \\t, \\b2, \\b1
    eor \\t, \\t, \\b0
    ldr \\y, [\\x, #-4]
    eor \\t, \\t, \\y
    str \\t, [\\base, #\\off]
    str \\x, [sp, #{RCOFF}]
.endm

    .section .rodata.ucrypt_keccak_rc, "a", %progbits
    .balign 8
@ FIPS 202 §3.2.5: RC[i_r], i_r = 0..23, as (low, high) words (the same values
@ keccak_constants.hpp derives; any error fails every SHA-3 vector).
ucrypt_keccak_rc:'''
out.append(hdr)
for v in RC: out.append(f'    .word 0x{v & 0xffffffff:08x}, 0x{v >> 32:08x}')
out.append(f'''
    .section .text.ucrypt_keccak_f1600_armv7m, "ax", %progbits
    .balign 4
    .global ucrypt_keccak_f1600_armv7m
    .type ucrypt_keccak_f1600_armv7m, %function
    .thumb_func
ucrypt_keccak_f1600_armv7m:
    push {{r4-r11, lr}}
    sub sp, sp, #{FRAME}
    ldr r1, =ucrypt_keccak_rc
    str r1, [sp, #{RCOFF}]
1:
    @ round 2i: lanes leave their places''')
rnd(False)
e('@ round 2i + 1: lanes return to their places')
rnd(True)
assert slot==list(range(25))
out.append(f'''    ldr r1, [sp, #{RCOFF}]
    ldr r2, =ucrypt_keccak_rc + 192
    cmp r1, r2
    bne 1b
    @ wipe D: it is state-derived
    movs r1, #0
    movs r2, #0
''' + '\n'.join(f'    strd r1, r2, [sp, #{o}]' for o in range(DOFF, RCOFF, 8)) + f'''
    add sp, sp, #{FRAME}
    pop {{r4-r11, pc}}
    .ltorg
    .size ucrypt_keccak_f1600_armv7m, . - ucrypt_keccak_f1600_armv7m

#endif
''')
(pathlib.Path(__file__).with_name('keccak_armv7m.S')).write_text('\n'.join(out))
