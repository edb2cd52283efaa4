package dev.strata.engine.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.biome.BiomeZoom;
import dev.strata.engine.biome.ChunkBiomes;
import dev.strata.engine.biome.ClimateSampler;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.testing.ChunkFixture;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every surface-step chunk the game 26.2 generated (seed 0, blending and beardifier off: overworld incl. eroded
 * badlands and frozen ocean, nether, end) must equal ours block for block: noise step, then the surface step with
 * the real biome sources zoomed as the game's {@code BiomeManager} (see {@link Biomes}). Zero mismatches, no tolerance.
 */
class SurfaceParityTest {
    private static final Pattern NAME = Pattern.compile(
            "(?:(nether|end)_surface_no_blend_no_beard|no_blend_no_beard_surface(?:_[a-z_]+?)?)_(-?\\d+)_(-?\\d+)\\.chunk");

    static List<Path> fixtures() throws Exception {
        try (Stream<Path> s = Files.list(SharedData.fixture("chunks"))) {
            return s.filter(p -> NAME.matcher(p.getFileName().toString()).matches()).sorted().collect(Collectors.toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void surfaceStepEqualsVanilla(Path file) throws Exception {
        Matcher m = NAME.matcher(file.getFileName().toString());
        if (!m.matches()) throw new IllegalStateException();
        String dim = m.group(1) == null ? "overworld" : m.group(1);
        int cx = Integer.parseInt(m.group(2));
        int cz = Integer.parseInt(m.group(3));
        ChunkFixture expected = ChunkFixture.read(file);

        Generator g = new Generator(dim, 0L);
        ProtoChunk chunk = g.generate(cx, cz);
        assertEquals(0, expected.mismatches(chunk), () -> expected.report(chunk));
        assertEquals(ProtoChunk.STATUS_SURFACE, chunk.status());
    }

    /** Noise step + surface step for one dimension, with the biome package's sources as {@link SurfaceBiomes}. */
    static final class Generator {
        final NoiseGeneratorSettings settings;
        final NoiseChunk noise;
        final SurfaceSystem surface;
        final Biomes biomes;
        final BiomeSource.Resolver resolver;
        final ProtoChunk chunk;

        Generator(String dim, long seed) {
            DataPack pack = SharedData.vanilla();
            BiomeRegistry registry = BiomeRegistry.load(pack);
            String dimensionId = dim.equals("overworld") ? "minecraft:overworld" : "minecraft:the_" + dim;
            BiomeSources.Dimension dimension = BiomeSources.dimension(pack, ResourceId.parse(dimensionId), registry);
            settings = NoiseGeneratorSettings.load(pack, dimension.noiseSettings());
            RandomState state = new RandomState(pack, seed, settings.legacyRandomSource());
            noise = new NoiseChunk(settings, state);
            BiomeTemperature temperatures = BiomeTemperature.load(pack, registry.size(), i -> registry.name(i).toString());
            surface = new SurfaceSystem(settings, state, name -> registry.idOrMinus1(ResourceId.parse(name)), temperatures);
            ClimateSampler sampler = ClimateSampler.of(NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT)));
            resolver = dimension.biomeSource().resolver(sampler);
            biomes = new Biomes(resolver, BiomeZoom.forWorldSeed(seed), dimension.minSectionY(),
                    dimension.sectionCount());
            chunk = new ProtoChunk(settings.noise().minY(), settings.noise().height());
        }

        ProtoChunk generate(int cx, int cz) {
            noise.fill(chunk, cx, cz);
            biomes.center(cx, cz);
            surface.buildSurface(chunk, noise, biomes);
            return chunk;
        }
    }

    /**
     * The zoomed biomes as these fixtures were generated, by an extractor that ran the surface step with a
     * {@code BiomeManager} over the biome resolver itself: every quart the zoom picks is resolved straight from the
     * biome source (the climate R-tree search keeping its warm start from one query to the next, in the order the
     * surface step asks), not read from stored per-chunk grids as the game's own pipeline does (and Strata's product
     * path, see {@code BiomeZoomCache} and {@code docs/notes-26x-worldgen.md} §4). The two differ only where two
     * parameter boxes are at exactly the same distance from the climate (chunk 7 4 reads such a tie between forest
     * and beach at quart (28, 15, 15): the stored-grid reading gives 14 different blocks there). This test checks the
     * surface rules; which biome reading is the game's is checked by {@code gen/StageHashParityTest}.
     */
    static final class Biomes implements SurfaceBiomes {
        private final BiomeSource.Resolver resolver;
        private final BiomeZoom zoom;
        private final int minSectionY, sectionCount;

        Biomes(BiomeSource.Resolver resolver, BiomeZoom zoom, int minSectionY, int sectionCount) {
            this.resolver = resolver;
            this.zoom = zoom;
            this.minSectionY = minSectionY;
            this.sectionCount = sectionCount;
        }

        /** The biome step of the chunk itself (it runs before the surface step and moves the warm start). */
        void center(int cx, int cz) {
            ChunkBiomes.fill(resolver, cx, cz, minSectionY, sectionCount, new int[ChunkBiomes.size(sectionCount)]);
        }

        @Override
        public int biomeAt(int x, int y, int z) {
            return zoom.biome(x, y, z, resolver);
        }
    }

}
