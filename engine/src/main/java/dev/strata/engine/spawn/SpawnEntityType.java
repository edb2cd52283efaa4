package dev.strata.engine.spawn;

import dev.strata.engine.levelgen.Heightmap;

/**
 * The entity types the 26.2 data lists as biome {@code creature} spawners, with what the spawn step needs of each
 * (game: {@code EntityType} builder calls — {@code sized(width, height)}, {@code fireImmune()}, {@code immuneTo(block)}
 * — and {@code SpawnPlacements.register}: placement type and heightmap). Sizes are the game's floats;
 * {@code spawnDimensionsScale} is 1 for all of them (only slimes and magma cubes have another).
 */
public enum SpawnEntityType {
    ARMADILLO("armadillo", 0.7f, 0.65f, SpawnPlacementType.ON_GROUND),
    CAMEL("camel", 1.7f, 2.375f, SpawnPlacementType.ON_GROUND),
    CHICKEN("chicken", 0.4f, 0.7f, SpawnPlacementType.ON_GROUND),
    COW("cow", 0.9f, 1.4f, SpawnPlacementType.ON_GROUND),
    DONKEY("donkey", 1.3964844f, 1.5f, SpawnPlacementType.ON_GROUND),
    FOX("fox", 0.6f, 0.7f, SpawnPlacementType.NO_RESTRICTIONS, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, false, "minecraft:sweet_berry_bush"),
    FROG("frog", 0.5f, 0.5f, SpawnPlacementType.ON_GROUND),
    GOAT("goat", 0.9f, 1.3f, SpawnPlacementType.ON_GROUND),
    HORSE("horse", 1.3964844f, 1.6f, SpawnPlacementType.ON_GROUND),
    LLAMA("llama", 0.9f, 1.87f, SpawnPlacementType.ON_GROUND),
    MOOSHROOM("mooshroom", 0.9f, 1.4f, SpawnPlacementType.ON_GROUND),
    PANDA("panda", 1.3f, 1.25f, SpawnPlacementType.NO_RESTRICTIONS),
    PARROT("parrot", 0.5f, 0.9f, SpawnPlacementType.ON_GROUND, Heightmap.Types.MOTION_BLOCKING, false, null),
    PIG("pig", 0.9f, 0.9f, SpawnPlacementType.ON_GROUND),
    POLAR_BEAR("polar_bear", 1.4f, 1.4f, SpawnPlacementType.ON_GROUND, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, false, "minecraft:powder_snow"),
    RABBIT("rabbit", 0.49f, 0.6f, SpawnPlacementType.ON_GROUND),
    SHEEP("sheep", 0.9f, 1.3f, SpawnPlacementType.ON_GROUND),
    STRIDER("strider", 0.9f, 1.7f, SpawnPlacementType.IN_LAVA, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, true, null),
    TURTLE("turtle", 1.2f, 0.4f, SpawnPlacementType.ON_GROUND),
    WOLF("wolf", 0.6f, 0.85f, SpawnPlacementType.ON_GROUND);

    private final String id;
    private final float width, height;
    private final SpawnPlacementType placement;
    private final Heightmap.Types heightmap;
    private final boolean fireImmune;
    private final String immuneTo;

    SpawnEntityType(String path, float width, float height, SpawnPlacementType placement) {
        this(path, width, height, placement, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, false, null);
    }

    SpawnEntityType(String path, float width, float height, SpawnPlacementType placement, Heightmap.Types heightmap,
                    boolean fireImmune, String immuneTo) {
        this.id = "minecraft:" + path;
        this.width = width;
        this.height = height;
        this.placement = placement;
        this.heightmap = heightmap;
        this.fireImmune = fireImmune;
        this.immuneTo = immuneTo;
    }

    /** The namespaced id ({@code minecraft:sheep}). */
    public String id() {
        return id;
    }

    /** Width of the entity's box in blocks (game: {@code EntityType.getWidth()}). */
    public float width() {
        return width;
    }

    /** Height of the entity's box in blocks. */
    public float height() {
        return height;
    }

    /** Game: {@code SpawnPlacements.getPlacementType}. */
    public SpawnPlacementType placement() {
        return placement;
    }

    /** Game: {@code SpawnPlacements.getHeightmapType}. */
    public Heightmap.Types heightmap() {
        return heightmap;
    }

    /** Game: {@code EntityType.fireImmune()}. */
    public boolean fireImmune() {
        return fireImmune;
    }

    /** The block the type is immune to ({@code immuneTo}), or null. */
    public String immuneTo() {
        return immuneTo;
    }

    /** The type of a namespaced id, or null when it is not one of these. */
    public static SpawnEntityType byId(String id) {
        for (SpawnEntityType t : values()) if (t.id.equals(id)) return t;
        return null;
    }

    /**
     * Game: {@code EntityType.getSpawnAABB(x, y, z)}: half width and height as floats, then the box in doubles.
     *
     * @return {minX, minY, minZ, maxX, maxY, maxZ}
     */
    public double[] spawnBox(double x, double y, double z) {
        float halfWidth = 1.0f * width / 2.0f;
        float h = 1.0f * height;
        return new double[] {x - (double) halfWidth, y, z - (double) halfWidth, x + (double) halfWidth, y + (double) h, z + (double) halfWidth};
    }
}
