package java.text;

/**
 * A collator built from rules (see CollationTables for how they are read). compare walks the
 * two strings' collation elements side by side: the first primary difference decides; before
 * it, the first secondary difference (an ignorable element against a base one counts as one)
 * and the first tertiary difference are remembered, in that order of weight; with French
 * secondaries ('@') each base element re-opens the secondary check. getCollationKey joins
 * the elements level by level (each weight + 1; an ignorable element's nonzero weights
 * after the ones steps before the first primary use; the secondaries, French, reversed). Both are HotSpot 17's behaviour.
 */
public class RuleBasedCollator extends Collator {
    private static final int COLLATIONKEYOFFSET = 1;

    private final CollationTables tables;
    private CollationElementIterator sourceCursor;
    private CollationElementIterator targetCursor;

    public RuleBasedCollator(String rules) throws ParseException {
        this(rules, Collator.CANONICAL_DECOMPOSITION);
    }

    RuleBasedCollator(String rules, int decomp) throws ParseException {
        setStrength(Collator.TERTIARY);
        setDecomposition(decomp);
        tables = new CollationTables(rules);
    }

    RuleBasedCollator(CollationTables tables) {
        this.tables = tables;
    }

    private RuleBasedCollator(RuleBasedCollator that) {
        setStrength(that.getStrength());
        setDecomposition(that.getDecomposition());
        this.tables = that.tables;
    }

    CollationTables tables() {
        return tables;
    }

    public String getRules() {
        return tables.rules;
    }

    public CollationElementIterator getCollationElementIterator(String source) {
        return new CollationElementIterator(source, this);
    }

    public CollationElementIterator getCollationElementIterator(CharacterIterator source) {
        return new CollationElementIterator(source, this);
    }

    @Override
    public synchronized int compare(String source, String target) {
        if (source == null || target == null) {
            throw new NullPointerException();
        }
        int result = Collator.EQUAL;
        if (sourceCursor == null) {
            sourceCursor = getCollationElementIterator(source);
        } else {
            sourceCursor.setText(source);
        }
        if (targetCursor == null) {
            targetCursor = getCollationElementIterator(target);
        } else {
            targetCursor.setText(target);
        }
        int sOrder = 0;
        int tOrder = 0;
        boolean initialCheckSecTer = getStrength() >= Collator.SECONDARY;
        boolean checkSecTer = initialCheckSecTer;
        boolean checkTertiary = getStrength() >= Collator.TERTIARY;
        boolean gets = true;
        boolean gett = true;
        while (true) {
            if (gets) {
                sOrder = sourceCursor.next();
            } else {
                gets = true;
            }
            if (gett) {
                tOrder = targetCursor.next();
            } else {
                gett = true;
            }
            if (sOrder == CollationElementIterator.NULLORDER || tOrder == CollationElementIterator.NULLORDER) {
                break;
            }
            int pS = CollationElementIterator.primaryOrder(sOrder);
            int pT = CollationElementIterator.primaryOrder(tOrder);
            if (sOrder == tOrder) {
                if (tables.frenchSec && pS != 0 && !checkSecTer) {
                    // a secondary difference further right weighs more in French
                    checkSecTer = initialCheckSecTer;
                    checkTertiary = false;
                }
                continue;
            }
            if (pS != pT) {
                if (sOrder == 0) {
                    gett = false;
                    continue;
                }
                if (tOrder == 0) {
                    gets = false;
                    continue;
                }
                if (pS == 0) {
                    if (checkSecTer) {
                        result = Collator.GREATER;
                        checkSecTer = false;
                    }
                    gett = false;
                } else if (pT == 0) {
                    if (checkSecTer) {
                        result = Collator.LESS;
                        checkSecTer = false;
                    }
                    gets = false;
                } else {
                    return pS < pT ? Collator.LESS : Collator.GREATER;
                }
            } else if (checkSecTer) {
                short secS = CollationElementIterator.secondaryOrder(sOrder);
                short secT = CollationElementIterator.secondaryOrder(tOrder);
                if (secS != secT) {
                    result = secS < secT ? Collator.LESS : Collator.GREATER;
                    checkSecTer = false;
                } else if (checkTertiary) {
                    short terS = CollationElementIterator.tertiaryOrder(sOrder);
                    short terT = CollationElementIterator.tertiaryOrder(tOrder);
                    if (terS != terT) {
                        result = terS < terT ? Collator.LESS : Collator.GREATER;
                        checkTertiary = false;
                    }
                }
            }
        }
        if (sOrder != CollationElementIterator.NULLORDER) {
            do {
                if (CollationElementIterator.primaryOrder(sOrder) != 0) {
                    return Collator.GREATER;
                } else if (CollationElementIterator.secondaryOrder(sOrder) != 0 && checkSecTer) {
                    result = Collator.GREATER;
                    checkSecTer = false;
                }
            } while ((sOrder = sourceCursor.next()) != CollationElementIterator.NULLORDER);
        } else if (tOrder != CollationElementIterator.NULLORDER) {
            do {
                if (CollationElementIterator.primaryOrder(tOrder) != 0) {
                    return Collator.LESS;
                } else if (CollationElementIterator.secondaryOrder(tOrder) != 0 && checkSecTer) {
                    result = Collator.LESS;
                    checkSecTer = false;
                }
            } while ((tOrder = targetCursor.next()) != CollationElementIterator.NULLORDER);
        }
        if (result == 0 && getStrength() == IDENTICAL) {
            int mode = getDecomposition();
            if (mode == CANONICAL_DECOMPOSITION) {
                return Normalizer.normalize(source, Normalizer.Form.NFD)
                    .compareTo(Normalizer.normalize(target, Normalizer.Form.NFD));
            } else if (mode == FULL_DECOMPOSITION) {
                return Normalizer.normalize(source, Normalizer.Form.NFKD)
                    .compareTo(Normalizer.normalize(target, Normalizer.Form.NFKD));
            }
            return source.compareTo(target);
        }
        return result;
    }

    private static void reverse(StringBuilder sb, int from, int to) {
        int i = from;
        int j = to - 1;
        while (i < j) {
            char t = sb.charAt(i);
            sb.setCharAt(i, sb.charAt(j));
            sb.setCharAt(j, t);
            i++;
            j--;
        }
    }

    @Override
    public synchronized CollationKey getCollationKey(String source) {
        if (source == null) {
            return null;
        }
        StringBuilder prim = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        StringBuilder ter = new StringBuilder();
        boolean compareSec = getStrength() >= Collator.SECONDARY;
        boolean compareTer = getStrength() >= Collator.TERTIARY;
        int preSecIgnore = 0;
        if (sourceCursor == null) {
            sourceCursor = getCollationElementIterator(source);
        } else {
            sourceCursor.setText(source);
        }
        int order;
        while ((order = sourceCursor.next()) != CollationElementIterator.NULLORDER) {
            int secOrder = CollationElementIterator.secondaryOrder(order);
            int terOrder = CollationElementIterator.tertiaryOrder(order);
            if (!CollationElementIterator.isIgnorable(order)) {
                prim.append((char) (CollationElementIterator.primaryOrder(order) + COLLATIONKEYOFFSET));
                if (compareSec) {
                    if (tables.frenchSec && preSecIgnore < sec.length()) {
                        // the accents since the last base element, reversed
                        reverse(sec, preSecIgnore, sec.length());
                    }
                    sec.append((char) (secOrder + COLLATIONKEYOFFSET));
                    preSecIgnore = sec.length();
                }
                if (compareTer) {
                    ter.append((char) (terOrder + COLLATIONKEYOFFSET));
                }
            } else {
                // an ignorable element: its nonzero weights, above those of the base elements
                if (compareSec && secOrder != 0) {
                    sec.append((char) (secOrder + tables.maxSecOrder + 1));
                }
                if (compareTer && terOrder != 0) {
                    ter.append((char) (terOrder + tables.maxTerOrder + 1));
                }
            }
        }
        if (tables.frenchSec) {
            if (preSecIgnore < sec.length()) {
                reverse(sec, preSecIgnore, sec.length());
            }
            reverse(sec, 0, sec.length());
        }
        prim.append((char) 0);
        sec.append((char) 0);
        sec.append(ter);
        prim.append(sec);
        if (getStrength() == IDENTICAL) {
            prim.append((char) 0);
            int mode = getDecomposition();
            if (mode == CANONICAL_DECOMPOSITION) {
                prim.append(Normalizer.normalize(source, Normalizer.Form.NFD));
            } else if (mode == FULL_DECOMPOSITION) {
                prim.append(Normalizer.normalize(source, Normalizer.Form.NFKD));
            } else {
                prim.append(source);
            }
        }
        return new RuleBasedCollationKey(source, prim.toString());
    }

    @Override
    public Object clone() {
        if (getClass() == RuleBasedCollator.class) {
            return new RuleBasedCollator(this);
        }
        RuleBasedCollator result = (RuleBasedCollator) super.clone();
        result.sourceCursor = null;
        result.targetCursor = null;
        return result;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null || !super.equals(obj)) {
            return false;
        }
        return getRules().equals(((RuleBasedCollator) obj).getRules());
    }

    @Override
    public int hashCode() {
        return getRules().hashCode();
    }
}
