package dev.strata.engine.structure.endcity;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.PlacementScratch;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplateShapes;
import dev.strata.engine.structure.template.TemplateWater;
import java.util.List;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Places an {@link EndCityPiece} into the chunk being decorated (game: {@code TemplateStructurePiece.postProcess} with
 * the end city's settings, then {@code EndCityPiece.handleDataMarker}).
 *
 * <p>The settings (game: {@code EndCityPiece.makeSettings}): the piece's rotation, no mirror, pivot 0, entities
 * ignored, the chunk's box as the settings' box, waterlogging applied, shape not known, and one processor, a
 * {@code BlockIgnoreProcessor} of structure blocks (overwriting pieces) or of air and structure blocks (the others).
 * No random is set in them, so the palette is drawn from a fresh legacy random seeded with the template position's
 * {@code Mth.getSeed} ({@code StructurePlaceSettings.getRandom(pos)}), not from the piece's random.
 *
 * <p>{@code StructureTemplate.placeInWorld(level, pos, referencePos, settings, random, 2)} then does, in the game's
 * order: each block of the palette turned and moved to the template position, dropped outside the chunk's box or when
 * the processor ignores it; in palette order, a block with block entity data first gets a barrier (flags 820), then
 * its state (flags 2); its block entity takes the template's data, and a randomizable container (chests...) first
 * draws its {@code LootTableSeed} with {@code nextLong()} from the piece's random; waterlogging as the game's
 * ({@code LiquidBlockContainer}); the edge and per-block shape updates ({@link EndCityShapeUpdates}).
 *
 * <p>Data markers (structure blocks in data mode, from the unprocessed palette, inside the chunk's box): {@code Chest}
 * gives the randomizable container below it the loot table {@code minecraft:chests/end_city_treasure} and a seed
 * drawn with {@code nextLong()}; inside the chunk's box, {@code Sentry} adds a shulker and {@code Elytra} an item frame
 * holding elytra facing the piece's rotation of south ({@link EndCityEntities}; neither draws from the piece's random).
 *
 * <p>A block entity is saved as the template's data with the game's loot rules ({@code RandomizableContainer}: a
 * container with a loot table saves {@code LootTable} and a non-zero {@code LootTableSeed} instead of its items; one
 * without saves its items). Other block entities keep the template's fields as they are (the game rewrites them
 * through the block entity's own save, which for the end city's brewing stand, banners, head and ender chest holds
 * the same fields).
 */
final class EndCityPlacer {
    /** Game: {@code BuiltInLootTables.END_CITY_TREASURE}. */
    static final String LOOT_TABLE = "minecraft:chests/end_city_treasure";
    /** Game: the barrier is set with {@code Block.UPDATE_*} flags 820 (known shape among them: no post-processing mark). */
    private static final int BARRIER_FLAGS = 820;
    private static final int FLAGS = WorldGenLevel.UPDATE_CLIENTS;
    /** Blocks whose block entity is a {@code RandomizableContainer}. */
    private static final Set<String> RANDOMIZABLE = Set.of("minecraft:chest", "minecraft:trapped_chest", "minecraft:barrel", "minecraft:dispenser",
            "minecraft:dropper", "minecraft:hopper", "minecraft:crafter", "minecraft:decorated_pot");

    private EndCityPlacer() {}

    static void place(EndCityPiece piece, WorldGenLevel level, RandomSource random, BoundingBox chunkBox) {
        StructureTemplate t = piece.template().template();
        Rotation rotation = piece.templateRotation();
        int[] tp = piece.templatePosition();
        BlockStates s = level.states();
        List<StructureTemplate.BlockInfo> blocks = palette(t, tp);
        if (blocks.isEmpty() || t.sizeX() < 1 || t.sizeY() < 1 || t.sizeZ() < 1) return; // entities are ignored
        int structureBlock = s.blockIndex("minecraft:structure_block");
        PlacementScratch w = PlacementScratch.acquire();
        try {
            placeBlocks(piece, level, random, chunkBox, blocks, structureBlock, w);
        } finally {
            w.release();
        }
        int[] p = new int[3];
        for (StructureTemplate.BlockInfo b : blocks) {
            if (s.block(b.state()) != structureBlock || b.nbt() == null) continue;
            StructureTemplate.transform(b.x(), b.y(), b.z(), Mirror.NONE, rotation, 0, 0, p);
            int x = p[0] + tp[0], y = p[1] + tp[1], z = p[2] + tp[2];
            if (!chunkBox.isInside(x, y, z)) continue;
            if (!"DATA".equals(b.nbt().getString("mode"))) continue;
            handleDataMarker(b.nbt().getString("metadata"), x, y, z, level, random, chunkBox, rotation);
        }
    }

    /** The blocks of {@link #place}, in the scratch's buffers (nothing allocated per block). */
    private static void placeBlocks(EndCityPiece piece, WorldGenLevel level, RandomSource random, BoundingBox chunkBox,
                                    List<StructureTemplate.BlockInfo> blocks, int structureBlock, PlacementScratch w) {
        BlockStates s = level.states();
        Rotation rotation = piece.templateRotation();
        int[] tp = piece.templatePosition(), p = w.pos;
        PlacementScratch.BlockList processed = w.blocks;
        for (int i = 0, n = blocks.size(); i < n; i++) {
            StructureTemplate.BlockInfo b = blocks.get(i);
            StructureTemplate.transform(b.x(), b.y(), b.z(), Mirror.NONE, rotation, 0, 0, p);
            int x = p[0] + tp[0], y = p[1] + tp[1], z = p[2] + tp[2];
            if (!chunkBox.isInside(x, y, z)) continue;
            // BlockIgnoreProcessor: STRUCTURE_BLOCK, or STRUCTURE_AND_AIR when the piece does not overwrite
            if (s.block(b.state()) == structureBlock || !piece.overwrite() && s.block(b.state()) == s.block(s.air)) continue;
            processed.add(x, y, z, b.state(), b.nbt(), i);
        }
        PlacementScratch.Positions toFill = w.toFill, placed = w.placed;
        PlacementScratch.LongSet locked = w.locked;
        int barrier = s.defaultState("minecraft:barrier");
        for (int i = 0, n = processed.size(); i < n; i++) {
            int x = processed.x(i), y = processed.y(i), z = processed.z(i);
            CompoundBinaryTag nbt = processed.nbt(i);
            int previousFluid = level.getBlockState(x, y, z);
            int state = w.transformState(s, processed.state(i), Mirror.NONE, rotation);
            if (nbt != null) level.setBlock(x, y, z, barrier, BARRIER_FLAGS);
            if (!level.setBlock(x, y, z, state, FLAGS)) continue;
            w.include(x, y, z);
            placed.add(x, y, z);
            if (nbt != null) loadBlockEntity(level, x, y, z, nbt, random);
            TemplateWater.placed(level, x, y, z, state, previousFluid, toFill, locked);
        }
        TemplateWater.fill(level, toFill, locked);
        String where = piece.template().template().file();
        TemplateShapes.update(level, w, FLAGS,
                (l, state, x, y, z, d, neighbour) -> EndCityShapeUpdates.updateShape(l, state, x, y, z, d, neighbour, where));
    }

    /** Game: {@code StructurePlaceSettings.getRandomPalette} without a settings random: {@code RandomSource.create(Mth.getSeed(pos))}. */
    static List<StructureTemplate.BlockInfo> palette(StructureTemplate t, int[] tp) {
        List<List<StructureTemplate.BlockInfo>> palettes = t.palettes();
        return palettes.get(new LegacyRandom(RandomSupport.getSeed(tp[0], tp[1], tp[2])).nextInt(palettes.size()));
    }

    /** Game: {@code EndCityPiece.handleDataMarker}. */
    private static void handleDataMarker(String marker, int x, int y, int z, WorldGenLevel level, RandomSource random, BoundingBox chunkBox,
                                         Rotation rotation) {
        if (marker.startsWith("Chest")) {
            if (!chunkBox.isInside(x, y - 1, z)) return;
            ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y - 1, z);
            // RandomizableContainer.setBlockEntityLootTable: only a randomizable container takes it (and draws)
            if (be == null || !RANDOMIZABLE.contains(level.states().registry().blockName(level.getBlockState(x, y - 1, z)))) return;
            long seed = random.nextLong();
            setLootTable(be, seed);
        } else if (chunkBox.isInside(x, y, z) && inSpawnableBounds(x, y, z)) {
            if (marker.startsWith("Sentry")) level.addFreshEntity(x, z, EndCityEntities.shulker(x, y, z));
            else if (marker.startsWith("Elytra")) level.addFreshEntity(x, z, EndCityEntities.elytraFrame(x, y, z, rotation.rotate(Direction.SOUTH)));
        }
    }

    /** Game: {@code Level.isInSpawnableBounds}: y in [-20,000,000, 20,000,000), x and z in [-30,000,000, 30,000,000). */
    private static boolean inSpawnableBounds(int x, int y, int z) {
        return y >= -20_000_000 && y < 20_000_000 && x >= -30_000_000 && z >= -30_000_000 && x < 30_000_000 && z < 30_000_000;
    }

    /** What a randomizable container saves once it has a loot table: the table and a non-zero seed, no items. */
    private static void setLootTable(ProtoChunk.BlockEntityData be, long seed) {
        be.fields.remove("Items");
        be.fields.put("LootTable", StringBinaryTag.stringBinaryTag(LOOT_TABLE));
        if (seed != 0L) be.fields.put("LootTableSeed", seed);
        else be.fields.remove("LootTableSeed");
    }

    /**
     * Game: {@code placeInWorld}'s block entity step: a randomizable container's data gets {@code LootTableSeed =
     * nextLong()} first, then the block entity loads the data.
     */
    private static void loadBlockEntity(WorldGenLevel level, int x, int y, int z, CompoundBinaryTag nbt, RandomSource random) {
        ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
        if (be == null) return;
        boolean randomizable = RANDOMIZABLE.contains(level.states().registry().blockName(level.getBlockState(x, y, z)));
        long seed = randomizable ? random.nextLong() : 0L;
        String id = nbt.getString("id");
        if (!id.isEmpty()) be.id = id;
        be.fields.clear();
        for (String key : nbt.keySet()) {
            if (key.equals("id") || key.equals("x") || key.equals("y") || key.equals("z")) continue;
            if (randomizable && (key.equals("LootTable") || key.equals("LootTableSeed"))) continue;
            BinaryTag v = nbt.get(key);
            be.fields.put(key, v);
        }
        if (randomizable && nbt.get("LootTable") instanceof StringBinaryTag table) {
            be.fields.remove("Items");
            be.fields.put("LootTable", table);
            if (seed != 0L) be.fields.put("LootTableSeed", seed);
        }
    }

}
