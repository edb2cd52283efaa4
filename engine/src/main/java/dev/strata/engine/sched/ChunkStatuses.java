package dev.strata.engine.sched;

import java.util.List;

/**
 * The game's chunk status order (game: {@code ChunkStatus}), to decide whether a stored chunk is already at or
 * beyond the status a run targets.
 */
public final class ChunkStatuses {
    /** Every status of 26.2, lowest first. */
    public static final List<String> ORDER = List.of(
            "minecraft:empty", "minecraft:structure_starts", "minecraft:structure_references", "minecraft:biomes",
            "minecraft:noise", "minecraft:surface", "minecraft:carvers", "minecraft:features",
            "minecraft:initialize_light", "minecraft:light", "minecraft:spawn", "minecraft:full");

    private ChunkStatuses() {}

    /** Position in {@link #ORDER}, or -1 for an unknown status (treated as not reached). */
    public static int rank(String status) {
        if (status == null) return -1;
        String s = status.indexOf(':') < 0 ? "minecraft:" + status : status;
        return ORDER.indexOf(s);
    }

    /** Whether a chunk stored with {@code stored} status has reached {@code target}. */
    public static boolean reached(String stored, String target) {
        int r = rank(stored);
        return r >= 0 && r >= rank(target);
    }
}
