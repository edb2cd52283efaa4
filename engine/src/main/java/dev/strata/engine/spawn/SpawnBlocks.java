package dev.strata.engine.spawn;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Set;

/**
 * What the spawn checks ask of a block state, written out per block as the game's block classes answer it (26.1
 * decompile, {@code Blocks}, {@code BlockBehaviour} and the classes named below; unchanged in 26.2 where it matters).
 *
 * <ul>
 *   <li>{@link #isValidSpawn}: {@code BlockState.isValidSpawn}; default {@code isFaceSturdy(UP) && lightEmission < 14};
 *       {@code Blocks::never} for bedrock, glass, tinted glass, barrier, moving piston, chorus flower, scaffolding,
 *       trapdoors and copper grates; {@code Blocks::always} for soul sand, mud, carved pumpkin, jack o'lantern and
 *       redstone lamp; leaves ({@code ocelotOrParrot}); ice and frosted ice (polar bears only); magma blocks
 *       (fire-immune entities only).</li>
 *   <li>{@link #isPathfindableOnLand}: {@code isPathfindable(LAND)}; default: the collision shape is not the full
 *       block; the overrides of 26.1 {@code block/*.java} by block name (slabs, stairs, fences, walls, panes and bars
 *       never; doors, trapdoors and fence gates when open; snow below 5 layers; water yes, lava no; powder snow yes;
 *       and the fixed {@code false} of cauldrons, skulls, anvils, azaleas, bamboo, beds, bells, brewing stands, cacti,
 *       cakes, campfires, chains, chests, chorus plants, cocoa, composters, conduits, decorated pots, the dragon
 *       egg, dried ghasts, enchanting tables, end portal frames, farmland, dirt paths, flower pots, grindstones, the
 *       heavy core, hoppers, lanterns, lecterns, mud, pointed dripstone, respawn anchors, rods, sculk sensors, sea
 *       pickles, shelves, sniffer eggs, soul sand, stonecutters, wall hanging signs, pistons and copper golem
 *       statues).</li>
 *   <li>{@link #isSignalSource}: the block classes overriding {@code isSignalSource} (pressure plates, buttons,
 *       daylight detectors, detector rails, repeaters and comparators, jukeboxes, lecterns, levers, lightning rods,
 *       observers, redstone blocks, wire and torches, sculk sensors, targets, trapped chests, tripwire hooks).</li>
 *   <li>{@link #isBlockDangerous}: {@code EntityType.isBlockDangerous}: burning blocks ({@code NodeEvaluator
 *       .isBurningBlock}: {@code #fire}, lava, magma, lit campfires, lava cauldrons) unless fire-immune; wither
 *       roses, sweet berry bushes, cacti, powder snow; minus the type's {@code immuneTo} blocks.</li>
 * </ul>
 * Immutable; built once per {@link BlockStates}.
 */
public final class SpawnBlocks {
    private static final Set<String> NEVER_SPAWN = Set.of("bedrock", "glass", "tinted_glass", "barrier", "moving_piston",
            "chorus_flower", "scaffolding", "copper_grate");
    private static final Set<String> ALWAYS_SPAWN = Set.of("soul_sand", "mud", "carved_pumpkin", "jack_o_lantern", "redstone_lamp");
    private static final Set<String> NOT_PATHFINDABLE = Set.of("cauldron", "water_cauldron", "lava_cauldron", "powder_snow_cauldron",
            "anvil", "chipped_anvil", "damaged_anvil", "azalea", "flowering_azalea", "bamboo", "bell", "brewing_stand", "cactus",
            "cake", "campfire", "soul_campfire", "chest", "trapped_chest", "ender_chest", "chorus_plant", "cocoa", "composter",
            "conduit", "decorated_pot", "dragon_egg", "dried_ghast", "enchanting_table", "end_portal_frame", "farmland",
            "dirt_path", "flower_pot", "grindstone", "heavy_core", "hopper", "lantern", "soul_lantern", "lectern", "mud",
            "pointed_dripstone", "respawn_anchor", "end_rod", "lightning_rod", "sculk_sensor", "calibrated_sculk_sensor",
            "sea_pickle", "sniffer_egg", "soul_sand", "stonecutter", "piston", "sticky_piston", "piston_head", "moving_piston",
            "iron_bars", "glass_pane");
    private static final Set<String> SIGNAL_SOURCES = Set.of("daylight_detector", "detector_rail", "repeater", "comparator",
            "jukebox", "lectern", "lever", "observer", "redstone_block", "redstone_wire", "redstone_torch", "redstone_wall_torch",
            "sculk_sensor", "calibrated_sculk_sensor", "target", "trapped_chest", "tripwire_hook");

    private final BlockStates states;
    private final CollisionShapes shapes = CollisionShapes.vanilla();
    private final BlockSupport support = BlockSupport.vanilla();
    private final byte[] validSpawn; // 0 default rule, 1 never, 2 always, 3 leaves, 4 polar bear, 5 fire immune
    private final boolean[] pathfindable;
    private final boolean[] signal;
    private final boolean[] burning;
    private final int witherRose, sweetBerryBush, cactus, powderSnow;

    /** Builds the tables for the pack's states ({@link BlockStates}; the vanilla state registry). */
    public SpawnBlocks(BlockStates states) {
        this.states = states;
        BlockStateRegistry reg = states.registry();
        int n = reg.stateCount();
        validSpawn = new byte[n];
        pathfindable = new boolean[n];
        signal = new boolean[n];
        burning = new boolean[n];
        BlockStates.BlockTag fire = states.tag("minecraft:fire");
        for (int s = 0; s < n; s++) {
            String name = reg.blockName(s);
            String path = name.startsWith("minecraft:") ? name.substring(10) : name;
            validSpawn[s] = (byte) (NEVER_SPAWN.contains(path) || path.endsWith("_trapdoor") || path.endsWith("copper_grate") ? 1
                    : ALWAYS_SPAWN.contains(path) ? 2
                    : path.endsWith("_leaves") ? 3
                    : path.equals("ice") || path.equals("frosted_ice") ? 4
                    : path.equals("magma_block") ? 5 : 0);
            pathfindable[s] = pathfindableOnLand(reg, s, path);
            signal[s] = SIGNAL_SOURCES.contains(path) || path.endsWith("_pressure_plate") || path.endsWith("_button");
            burning[s] = states.is(s, fire) || path.equals("lava") || path.equals("magma_block") || path.equals("lava_cauldron")
                    || (path.endsWith("campfire") && "true".equals(reg.value(s, "lit")));
        }
        witherRose = states.blockIndex("minecraft:wither_rose");
        sweetBerryBush = states.blockIndex("minecraft:sweet_berry_bush");
        cactus = states.blockIndex("minecraft:cactus");
        powderSnow = states.blockIndex("minecraft:powder_snow");
    }

    private boolean pathfindableOnLand(BlockStateRegistry reg, int s, String path) {
        if (path.equals("water")) return true;
        if (path.equals("lava")) return false;
        if (path.equals("powder_snow")) return true;
        if (path.equals("snow")) return Integer.parseInt(reg.value(s, "layers")) < 5;
        if (path.endsWith("_door") || path.endsWith("_trapdoor") || path.endsWith("_fence_gate")) return "true".equals(reg.value(s, "open"));
        if (NOT_PATHFINDABLE.contains(path) || path.endsWith("_slab") || path.endsWith("_stairs") || path.endsWith("_fence")
                || path.endsWith("_wall") || path.endsWith("_pane") || path.endsWith("_bars") || path.endsWith("_chain") || path.equals("chain")
                || path.endsWith("_bed") || path.endsWith("cauldron") || path.endsWith("_skull") || path.endsWith("_head")
                || path.endsWith("_candle_cake") || path.endsWith("_lantern") || path.startsWith("potted_")
                || path.endsWith("_wall_hanging_sign") || path.endsWith("_shelf") || path.endsWith("copper_golem_statue")) {
            return false;
        }
        return !shapes.isFullBlock(s);
    }

    /** The block facts of the pack. */
    public BlockStates states() {
        return states;
    }

    /** The collision shapes. */
    public CollisionShapes shapes() {
        return shapes;
    }

    /** Game: {@code BlockState.isValidSpawn(level, pos, type)} for the state below a spawn position. */
    public boolean isValidSpawn(int state, SpawnEntityType type) {
        switch (validSpawn[state]) {
            case 1: return false;
            case 2: return true;
            case 3: return type == SpawnEntityType.PARROT; // ocelotOrParrot: ocelots never spawn at chunk generation
            case 4: return type == SpawnEntityType.POLAR_BEAR;
            case 5: return type.fireImmune();
            default: return support.isFaceSturdy(state, Direction.UP) && states.registry().lightEmission(state) < 14;
        }
    }

    /** Game: {@code BlockState.isPathfindable(PathComputationType.LAND)}. */
    public boolean isPathfindableOnLand(int state) {
        return pathfindable[state];
    }

    /** Game: {@code BlockState.isSignalSource()}. */
    public boolean isSignalSource(int state) {
        return signal[state];
    }

    /** Game: {@code EntityType.isBlockDangerous(state)}. */
    public boolean isBlockDangerous(SpawnEntityType type, int state) {
        int b = states.registry().blockIndex(state);
        if (type.immuneTo() != null && states.blockIndex(type.immuneTo()) == b) return false;
        if (!type.fireImmune() && burning[state]) return true;
        return b == witherRose || b == sweetBerryBush || b == cactus || b == powderSnow;
    }

    /** Game: {@code NaturalSpawner.isValidEmptySpawnBlock(level, pos, state, fluid, type)}. */
    public boolean isValidEmptySpawnBlock(int state, SpawnEntityType type, BlockStates.BlockTag preventInside) {
        if (shapes.isFullBlock(state)) return false;
        if (signal[state]) return false;
        if (states.hasFluid(state)) return false;
        if (states.is(state, preventInside)) return false;
        return !isBlockDangerous(type, state);
    }

    /**
     * Game: {@code BlockState.isRedstoneConductor}: the default rule ({@code isCollisionShapeFullBlock}); the blocks
     * that override it are not looked at (only {@code IN_WATER} placements ask, and no creature of the 26.2 data has one).
     */
    public boolean isRedstoneConductor(int state) {
        return shapes.isFullBlock(state);
    }
}
