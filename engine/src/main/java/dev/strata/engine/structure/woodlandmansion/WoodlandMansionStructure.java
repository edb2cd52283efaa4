package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.scattered.StructureHeights;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The woodland mansion (game: {@code structures.WoodlandMansionStructure}, structure type
 * {@code minecraft:woodland_mansion}, no fields of its own; 26.1 and 26.2 alike).
 *
 * <p>The start: a rotation ({@code Rotation.getRandom}: {@code nextInt(4)}), then block (7, 7) of the chunk at the
 * lowest of four first occupied {@code WORLD_SURFACE_WG} heights ({@code getLowestYIn5by5BoxOffset7Blocks}: the
 * columns (x, z), (x, z + dz), (x + dx, z), (x + dx, z + dz), dx and dz 5 or -5 by the rotation: none +5 +5, clockwise
 * 90 -5 +5, 180 -5 -5, counterclockwise 90 +5 -5). Below y 60 there is no mansion. After the biome test at that
 * position the pieces are made from the same random: the plan ({@link MansionGrid}), then the pieces
 * ({@link MansionPiecePlacer}), the start position as the mansion's origin.
 *
 * <p>After its pieces are placed into a chunk ({@link #afterPlace}, game: {@code afterPlace}) the mansion stands on
 * cobblestone columns down to the ground. Immutable and thread-safe.
 */
public final class WoodlandMansionStructure implements Structure {
    /** Game: the start is refused below this y. */
    static final int MIN_Y = 60;

    private final StructureSettings settings;
    private final Map<String, StructureTemplate> templates;

    WoodlandMansionStructure(StructureSettings settings, Map<String, StructureTemplate> templates) {
        this.settings = settings;
        this.templates = templates;
    }

    /**
     * The {@link StructureTypes} loader: no fields of its own; every template the mansion can use is read now.
     *
     * @throws dev.strata.engine.data.DataPackException naming a template that is missing or malformed
     */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new WoodlandMansionStructure(settings, templates(context.states().get()));
    }

    /** Every {@code woodland_mansion/} template the pieces name, read through the template cache. */
    static Map<String, StructureTemplate> templates(BlockStates states) {
        Map<String, StructureTemplate> out = new HashMap<>();
        for (String name : templateNames()) {
            out.put(name, StructureTemplateManager.get(states, ResourceId.parse("minecraft:woodland_mansion/" + name)));
        }
        return Map.copyOf(out);
    }

    /** The 76 template names {@link MansionPiecePlacer} and {@link FloorRoomCollection} can give. */
    static List<String> templateNames() {
        List<String> names = new java.util.ArrayList<>(List.of("entrance", "wall_flat", "wall_window", "wall_corner", "roof", "roof_front", "roof_corner",
                "roof_inner_corner", "small_wall", "small_wall_corner", "corridor_floor", "carpet_north", "carpet_east", "carpet_south_1", "carpet_south_2",
                "carpet_west_1", "carpet_west_2", "indoors_wall_1", "indoors_wall_2", "indoors_door_1", "indoors_door_2", "1x2_c_stairs",
                "1x2_d_stairs", "1x2_se1", "2x2_s1"));
        String[] families = {"1x1_a", "1x1_as", "1x1_b", "1x2_a", "1x2_b", "1x2_c", "1x2_d", "1x2_s", "2x2_a", "2x2_b"};
        int[] counts = {5, 4, 5, 9, 5, 4, 5, 2, 4, 5};
        for (int i = 0; i < families.length; i++) {
            for (int k = 1; k <= counts[i]; k++) names.add(families[i] + k);
        }
        return names;
    }

    @Override
    public StructureSettings settings() {
        return settings;
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        Rotation rotation = Rotation.values()[context.random().nextInt(4)];
        int x = context.minBlockX() + 7, z = context.minBlockZ() + 7;
        int dx = rotation == Rotation.CLOCKWISE_90 || rotation == Rotation.CLOCKWISE_180 ? -5 : 5;
        int dz = rotation == Rotation.CLOCKWISE_180 || rotation == Rotation.COUNTERCLOCKWISE_90 ? -5 : 5;
        int y = StructureHeights.lowestY(context, x, z, dx, dz);
        if (y < MIN_Y) return Optional.empty();
        return Optional.of(new GenerationStub(x, y, z, builder -> {
            for (StructurePiece p : generateMansion(x, y, z, rotation, context.random())) builder.addPiece(p);
        }));
    }

    /** Game: {@code WoodlandMansionPieces.generateMansion}: the plan, then its pieces, drawing from {@code random}. */
    List<WoodlandMansionPiece> generateMansion(int x, int y, int z, Rotation rotation, RandomSource random) {
        MansionGrid grid = new MansionGrid(random);
        return new MansionPiecePlacer(templates::get, random).createMansion(new MansionPiecePlacer.Pos(x, y, z), rotation, grid);
    }

    /**
     * Game: {@code afterPlace}: for each column of the chunk box whose block at the pieces' lowest y is not air and lies
     * inside the pieces' box and inside a piece's box, the air and liquid (water, lava, bubble columns: the game's
     * {@code BlockState.liquid()}) below it down to one above the level's bottom become cobblestone (flags 2), until
     * the first other block.
     */
    @Override
    public void afterPlace(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, List<StructurePiece> pieces) {
        BlockStates s = level.states();
        BoundingBox all = BoundingBox.encapsulatingBoxes(pieces.stream().map(StructurePiece::getBoundingBox)::iterator);
        int bottom = all.minY(), minY = level.getMinY();
        int cobblestone = s.defaultState("minecraft:cobblestone");
        int water = s.blockIndex("minecraft:water"), lava = s.blockIndex("minecraft:lava"), bubbles = s.blockIndex("minecraft:bubble_column");
        for (int x = chunkBox.minX(); x <= chunkBox.maxX(); x++) {
            for (int z = chunkBox.minZ(); z <= chunkBox.maxZ(); z++) {
                if (level.isEmptyBlock(x, bottom, z) || !all.isInside(x, bottom, z) || !insidePiece(pieces, x, bottom, z)) continue;
                for (int y = bottom - 1; y > minY; y--) {
                    int state = level.getBlockState(x, y, z);
                    int block = s.block(state);
                    if (!s.isAir(state) && block != water && block != lava && block != bubbles) break;
                    level.setBlock(x, y, z, cobblestone, WorldGenLevel.UPDATE_CLIENTS);
                }
            }
        }
    }

    /** Game: {@code PiecesContainer.isInsidePiece}. */
    private static boolean insidePiece(List<StructurePiece> pieces, int x, int y, int z) {
        for (StructurePiece p : pieces) {
            if (p.getBoundingBox().isInside(x, y, z)) return true;
        }
        return false;
    }
}
