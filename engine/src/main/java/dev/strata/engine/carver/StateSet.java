package dev.strata.engine.carver;

import java.util.Arrays;

/**
 * An immutable set of block state ids (26.2 numbering), e.g. every state of the blocks of a {@code replaceable}
 * block tag. Membership is one array read.
 */
public final class StateSet {
    private final boolean[] member;

    /** @param member membership by state id (copied) */
    public StateSet(boolean[] member) {
        this.member = member.clone();
    }

    /** Whether state id {@code state} is in the set (false for ids outside the registry). */
    public boolean contains(int state) {
        return state >= 0 && state < member.length && member[state];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StateSet s && Arrays.equals(member, s.member);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(member);
    }
}
