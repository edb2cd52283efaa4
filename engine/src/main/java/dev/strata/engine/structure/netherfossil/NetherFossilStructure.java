package dev.strata.engine.structure.netherfossil;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.template.IgnoredBlocks;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.engine.valueproviders.HeightProvider;
import java.util.Optional;

/**
 * The nether fossil (game: {@code structures.NetherFossilStructure} and {@code NetherFossilPieces}, structure type
 * {@code minecraft:nether_fossil}; 26.1 and 26.2 alike): one template of bone blocks, {@code nether_fossils/fossil_1}
 * to {@code fossil_14}, set on the first floor the noise offers below a random height.
 *
 * <p>Draws of the start's random, in order: block x and z in the chunk ({@code nextInt(16)} each), the data's
 * {@code height} (a {@link HeightProvider} resolved against the game's {@code WorldGenerationContext}: the noise's
 * lowest y and its depth, 128 in the nether); then, after the biome test, the rotation ({@code nextInt(4)}) and the
 * fossil ({@code nextInt(14)}). From that height down, while above sea level, the first y whose block in the noise
 * column ({@code getBaseColumn}) is solid on top or soul sand, with air above it, is the fossil's lowest y; none above
 * sea level: no start.
 *
 * @param settings the structure's shared fields
 * @param height the data's {@code height}
 * @param fossils the 14 templates without their air and structure blocks ({@link IgnoredBlocks#STRUCTURE_AND_AIR}),
 *     in the game's order
 * @param names the templates' ids, as the pieces store them
 * @param states the pack's block states
 */
public record NetherFossilStructure(StructureSettings settings, HeightProvider height, StructureTemplate[] fossils, String[] names,
                                    BlockStates states) implements Structure {
    /** Game: {@code NetherFossilPieces.FOSSILS}. */
    static final int FOSSIL_COUNT = 14;

    /**
     * The {@link StructureTypes} loader: reads {@code height} and the 14 templates.
     *
     * @throws dev.strata.engine.data.DataPackException naming the file of a malformed height or a missing template
     */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        HeightProvider height = HeightProvider.parse(root.get("height"));
        BlockStates states = context.states().get();
        StructureTemplate[] fossils = new StructureTemplate[FOSSIL_COUNT];
        String[] names = new String[FOSSIL_COUNT];
        for (int i = 0; i < FOSSIL_COUNT; i++) {
            ResourceId id = ResourceId.parse("minecraft:nether_fossils/fossil_" + (i + 1));
            names[i] = id.toString();
            fossils[i] = IgnoredBlocks.apply(StructureTemplateManager.get(states, id), states, IgnoredBlocks.STRUCTURE_AND_AIR);
        }
        return new NetherFossilStructure(settings, height, fossils, names, states);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        RandomSource random = context.random();
        int x = context.minBlockX() + random.nextInt(16);
        int z = context.minBlockZ() + random.nextInt(16);
        int seaLevel = context.seaLevel();
        int y = height.sample(random, context.minY(), context.level().genDepth());
        int[] column = context.level().baseColumn(x, z);
        int minY = context.minY();
        int soulSand = states.blockIndex("minecraft:soul_sand");
        BlockSupport support = BlockSupport.vanilla();
        while (y > seaLevel) {
            int current = block(column, y - minY);
            int below = block(column, --y - minY);
            if (states.isAir(current) && (states.block(below) == soulSand || support.isFaceSturdy(below, Direction.UP))) break;
        }
        if (y <= seaLevel) return Optional.empty();
        int fy = y;
        return Optional.of(new GenerationStub(x, fy, z, builder -> {
            Rotation rotation = Rotation.values()[random.nextInt(4)]; // game: Rotation.getRandom
            int fossil = random.nextInt(fossils.length); // game: Util.getRandom(FOSSILS, random)
            builder.addPiece(new NetherFossilPiece(fossils[fossil], names[fossil], x, fy, z, rotation));
        }));
    }

    /** Game: {@code NoiseColumn.getBlock}: air outside the column. */
    private int block(int[] column, int i) {
        return i >= 0 && i < column.length ? column[i] : states.defaultState("minecraft:air");
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return "NetherFossilStructure[" + settings.id() + "]";
    }
}
