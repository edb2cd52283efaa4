package dev.strata.engine.gen;

import java.util.Locale;

/**
 * The generation steps Strata performs, in order, named after the game's {@code ChunkStatus} values they produce.
 * A chunk written after step S carries status S, and the game resumes generation from there when it loads it.
 *
 * <p>Each step declares, as the game's {@code ChunkPyramid.GENERATION_PYRAMID} does, the status its neighbours must
 * have reached before it runs and within how many chunks ({@link #neighbourStatus()}, {@link #neighbourRadius()}).
 * The game's steps {@code structure_starts} and {@code structure_references} have no entry: Strata computes a chunk's
 * starts and references on demand from the seed ({@code structure.StructureStarts}), which needs no neighbour state.
 */
public enum ChunkStep {
    /** Biome grid filled from the climate (game status {@code minecraft:biomes}). */
    /** Biome grid filled from the climate (game status {@code minecraft:biomes}). */
    BIOMES("minecraft:biomes", null, 0),
    /**
     * Stone, fluids, air, aquifers and ore veins (game status {@code minecraft:noise}); the game asks for the
     * neighbours' biomes.
     */
    NOISE("minecraft:noise", BIOMES, 1),
    /** Surface rules applied: grass, sand, terracotta bands, bedrock, deepslate... (game status {@code minecraft:surface}). */
    SURFACE("minecraft:surface", BIOMES, 1),
    /** Caves and canyons carved through the aquifer, the carving mask stored (game status {@code minecraft:carvers}). */
    CARVERS("minecraft:carvers", null, 0),
    /**
     * Ores, lakes, plants, trees and every other placed feature of the biomes, written into the chunk and its eight
     * neighbours (game status {@code minecraft:features}); needs the neighbours at {@code carvers}.
     */
    FEATURES("minecraft:features", CARVERS, 1),
    /**
     * The chunk joins the light engine: its sky light sources are counted and its light sections enabled, nothing
     * is lit yet (game status {@code minecraft:initialize_light}, {@code ChunkStatusTasks.initializeLight}); needs
     * nothing of its neighbours. A chunk at this status carries the light its lit neighbours spread into it.
     */
    INITIALIZE_LIGHT("minecraft:initialize_light", null, 0),
    /**
     * Block and sky light of the chunk's own sources spread, across borders both ways (game status
     * {@code minecraft:light}, {@code ThreadedLevelLightEngine.lightChunk}; saved with {@code isLightOn} 1); needs
     * the neighbours at {@code initialize_light}: their blocks carry light, and the light they hold crosses in.
     */
    LIGHT("minecraft:light", INITIALIZE_LIGHT, 1),
    /**
     * The creatures of the biome spawned into the chunk, as the game does once when it makes a chunk (game status
     * {@code minecraft:spawn}, {@code NaturalSpawner.spawnMobsForChunkGeneration}); needs the neighbours' biomes. The
     * chunk's blocks and light are final by then.
     */
    SPAWN("minecraft:spawn", BIOMES, 1),
    /**
     * The chunk as the game keeps it once generated (game status {@code minecraft:full}, {@code ChunkStatusTasks.full}):
     * no carving mask, its entities in the dimension's {@code entities/} files, its block entities kept packed until
     * the game first touches them. Nothing of the neighbours.
     */
    FULL("minecraft:full", null, 0);

    private final String status;
    private final ChunkStep neighbourStatus;
    private final int neighbourRadius;

    ChunkStep(String status, ChunkStep neighbourStatus, int neighbourRadius) {
        this.status = status;
        this.neighbourStatus = neighbourStatus;
        this.neighbourRadius = neighbourRadius;
    }

    /**
     * The step the chunks within {@link #neighbourRadius()} must have reached before this step runs on a chunk, or
     * null when it needs only the chunk itself at the step before (game: {@code ChunkStep.Builder.addRequirement}).
     */
    public ChunkStep neighbourStatus() {
        return neighbourStatus;
    }

    /** In chunks, Chebyshev distance: how far the {@link #neighbourStatus()} requirement reaches; 0 without one. */
    public int neighbourRadius() {
        return neighbourRadius;
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
        throw new IllegalArgumentException("unknown step \"" + text + "\" (expected biomes, noise, surface, carvers, features, initialize_light, light, spawn or full)");
    }

    /** The step whose status is {@code status}, or null for statuses Strata does not produce. */
    public static ChunkStep ofStatus(String status) {
        for (ChunkStep s : values()) if (s.status.equals(status)) return s;
        return null;
    }
}
