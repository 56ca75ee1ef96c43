"""Counts the boundary positions where two BreakSoup outputs differ, per kind (compare.py HS JVM [kind [N]]
also lists the N shortest texts that differ for that kind)."""
import sys
def load(f):
    d={}
    for line in open(f):
        k,rest=line.rstrip('\n').split(' ',1)
        s,b=rest.rsplit(' :',1)
        d.setdefault(k,[]).append((s,set(map(int,b.split()))))
    return d
j=load(sys.argv[1]); m=load(sys.argv[2]); kind=sys.argv[3] if len(sys.argv)>3 else None
for k in 'cwsl':
    if k not in j: continue
    tot=0;bad=0;ex=[]
    for (s,bj),(s2,bm) in zip(j[k],m[k]):
        mx=max(bj|bm)
        tot+=mx+1
        d=bj^bm
        bad+=len(d)
        if d: ex.append((len(s),s,sorted(bj),sorted(bm)))
    print(k,tot,bad,'%.3f%%'%(100.0*bad/tot))
    if k==kind:
        ex.sort()
        for e in ex[:int(sys.argv[4]) if len(sys.argv)>4 else 15]: print(' ',e[1],'\n    J',e[2],'\n    M',e[3])
