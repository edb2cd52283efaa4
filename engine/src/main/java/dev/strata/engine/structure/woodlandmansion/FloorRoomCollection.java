package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.random.RandomSource;

/**
 * The room templates of a floor (game: {@code WoodlandMansionPieces.FirstFloorRoomCollection} and
 * {@code SecondFloorRoomCollection}; the third floor's collection is the second's). Each choice draws from the
 * start's random as the game does, including {@code nextInt(1)} for the second floor's one secret 1x2 room; the 2x2
 * secret room draws nothing. Names are those under {@code woodland_mansion/}.
 */
enum FloorRoomCollection {
    /** The ground floor: {@code 1x1_a}, {@code 1x2_a}, {@code 1x2_b}, {@code 1x2_s}, {@code 2x2_a}. */
    FIRST,
    /** The upper floors: {@code 1x1_b}, {@code 1x2_c}, {@code 1x2_d} (or their stairs), {@code 1x2_se}, {@code 2x2_b}. */
    SECOND;

    /** A 1x1 room: 1 of 5. */
    String get1x1(RandomSource random) {
        return (this == FIRST ? "1x1_a" : "1x1_b") + (random.nextInt(5) + 1);
    }

    /** A 1x1 room without a door, 1 of 4 (both floors). */
    String get1x1Secret(RandomSource random) {
        return "1x1_as" + (random.nextInt(4) + 1);
    }

    /** A 1x2 room entered from its long side; upper floors: the stairs room when {@code stairs}, with no draw. */
    String get1x2SideEntrance(RandomSource random, boolean stairs) {
        if (this == FIRST) return "1x2_a" + (random.nextInt(9) + 1);
        return stairs ? "1x2_c_stairs" : "1x2_c" + (random.nextInt(4) + 1);
    }

    /** A 1x2 room entered from its short side; upper floors: the stairs room when {@code stairs}, with no draw. */
    String get1x2FrontEntrance(RandomSource random, boolean stairs) {
        if (this == FIRST) return "1x2_b" + (random.nextInt(5) + 1);
        return stairs ? "1x2_d_stairs" : "1x2_d" + (random.nextInt(5) + 1);
    }

    /** A 1x2 room without a door. */
    String get1x2Secret(RandomSource random) {
        return this == FIRST ? "1x2_s" + (random.nextInt(2) + 1) : "1x2_se" + (random.nextInt(1) + 1);
    }

    /** A 2x2 room: 1 of 4 below, 1 of 5 above. */
    String get2x2(RandomSource random) {
        return this == FIRST ? "2x2_a" + (random.nextInt(4) + 1) : "2x2_b" + (random.nextInt(5) + 1);
    }

    /** The 2x2 room without a door (no draw). */
    String get2x2Secret(RandomSource random) {
        return "2x2_s1";
    }
}
