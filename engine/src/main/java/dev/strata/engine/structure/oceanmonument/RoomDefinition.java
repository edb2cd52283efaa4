package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;

/**
 * One cell of the monument's room grid (game: {@code OceanMonumentPieces.RoomDefinition}): its index
 * ({@code y * 25 + z * 5 + x} in a 5 x 3 x 5 grid; 1001, 1002, 1003 for the left wing, right wing and penthouse), its
 * neighbour per face and whether that face is open (both indexed by the face's 3D data value = {@link Direction}
 * ordinal), and the flags the room fitters and the opening closer use.
 */
final class RoomDefinition {
    final int index;
    final RoomDefinition[] connections = new RoomDefinition[6];
    final boolean[] hasOpening = new boolean[6];
    boolean claimed;
    boolean isSource;
    private int scanIndex;

    RoomDefinition(int index) {
        this.index = index;
    }

    /** Links {@code other} on face {@code d} of this room and this room on the opposite face of {@code other}. */
    void setConnection(Direction d, RoomDefinition other) {
        connections[d.ordinal()] = other;
        other.connections[d.opposite().ordinal()] = this;
    }

    /** Every face with a neighbour is open (game: {@code updateOpenings}). */
    void updateOpenings() {
        for (int i = 0; i < 6; i++) hasOpening[i] = connections[i] != null;
    }

    /** Whether the source room is reachable through open faces; marks rooms seen with {@code scan} (game: {@code findSource}). */
    boolean findSource(int scan) {
        if (isSource) return true;
        scanIndex = scan;
        for (int i = 0; i < 6; i++) {
            if (connections[i] != null && hasOpening[i] && connections[i].scanIndex != scan && connections[i].findSource(scan)) return true;
        }
        return false;
    }

    /** The wings and the penthouse (game: {@code isSpecial}: index 75 or more). */
    boolean isSpecial() {
        return index >= 75;
    }

    /** The number of open faces. */
    int countOpenings() {
        int c = 0;
        for (int i = 0; i < 6; i++) if (hasOpening[i]) c++;
        return c;
    }

    /** The neighbour on face {@code d}, or null. */
    RoomDefinition at(Direction d) {
        return connections[d.ordinal()];
    }

    /** Whether face {@code d} is open. */
    boolean open(Direction d) {
        return hasOpening[d.ordinal()];
    }
}
