package dev.strata.engine.gen;

import java.util.Locale;

/**
 * The generation steps Strata performs, in order, named after the game's {@code ChunkStatus} values they produce.
 * A chunk written after step S carries status S, and the game resumes generation from there when it loads it.
 */
public enum ChunkStep {
    /** Biome grid filled from the climate (game status {@code minecraft:biomes}). */
    BIOMES("minecraft:biomes"),
    /** Stone, fluids, air, aquifers and ore veins (game status {@code minecraft:noise}). */
    NOISE("minecraft:noise"),
    /** Surface rules applied: grass, sand, terracotta bands, bedrock, deepslate... (game status {@code minecraft:surface}). */
    SURFACE("minecraft:surface"),
    /** Caves and canyons carved through the aquifer, the carving mask stored (game status {@code minecraft:carvers}). */
    CARVERS("minecraft:carvers"),
    /**
     * Ores, lakes, plants, trees and every other placed feature of the biomes, written into the chunk and its eight
     * neighbours (game status {@code minecraft:features}); needs the neighbours at {@code carvers}.
     */
    FEATURES("minecraft:features");

    private final String status;

    ChunkStep(String status) {
        this.status = status;
    }

    /** The game's status id, e.g. {@code minecraft:noise}. */
    public String status() {
        return status;
    }

    /** Parses {@code noise}, {@code minecraft:noise} or {@code NOISE}. @throws IllegalArgumentException naming the choices */
    public static ChunkStep parse(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        if (t.startsWith("minecraft:")) t = t.substring("minecraft:".length());
        for (ChunkStep s : values()) if (s.name().toLowerCase(Locale.ROOT).equals(t)) return s;
        throw new IllegalArgumentException("unknown step \"" + text + "\" (expected biomes, noise, surface, carvers or features)");
    }

    /** The step whose status is {@code status}, or null for statuses Strata does not produce. */
    public static ChunkStep ofStatus(String status) {
        for (ChunkStep s : values()) if (s.status.equals(status)) return s;
        return null;
    }
}
