package dev.strata.engine.structure.template;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The block states a structure family's shape updates can meet, read from the vanilla data (not listed by hand), and a
 * probe that asks a rule class about each of them in a few arrangements.
 *
 * <p>What a family meets: every state of every block in the palettes of its templates (all states of the block, so
 * turned, mirrored and waterlogged variants are in), the blocks its processors turn them into (the block age and
 * blackstone processors, run over each palette block at many positions), the blocks the structure's biomes (its
 * {@code biomes} tag) place (every {@code {"Name": ...}} state and {@code "block"} id in their placed and configured
 * features, followed through every feature id they name, plus the blocks a feature type's code places without naming
 * them in its configuration, {@link #CODE_PLACED}), and the states the dimension's noise settings name (default
 * block and fluid, surface rules).
 */
public final class ShapeUpdateCandidates {
    /**
     * Blocks a feature type or tree decorator places from its code rather than from its configuration (game: the 26.2
     * classes named by the key: {@code VinesFeature}, {@code KelpFeature}, {@code SeagrassFeature},
     * {@code SeaPickleFeature}, {@code CoralFeature}, {@code BambooFeature}, {@code MonsterRoomFeature},
     * {@code DesertWellFeature}, {@code IceSpikeFeature}, {@code IcebergFeature}, {@code BlueIceFeature},
     * {@code SnowAndFreezeFeature}, {@code PointedDripstoneFeature}, {@code DripstoneClusterFeature},
     * {@code LargeDripstoneFeature}, {@code UnderwaterMagmaFeature}, {@code SculkPatchFeature}, {@code ChorusPlantFeature}, {@code EndGatewayFeature}, {@code EndIslandFeature}, and the tree decorators
     * {@code CocoaDecorator}, {@code BeehiveDecorator}, {@code LeaveVineDecorator}, {@code TrunkVineDecorator},
     * {@code CreakingHeartDecorator}, {@code PaleMossDecorator}). Entries starting with {@code #} are block tags.
     */
    static final Map<String, List<String>> CODE_PLACED = Map.ofEntries(
            Map.entry("minecraft:vines", List.of("minecraft:vine")),
            Map.entry("minecraft:kelp", List.of("minecraft:kelp", "minecraft:kelp_plant")),
            Map.entry("minecraft:seagrass", List.of("minecraft:seagrass", "minecraft:tall_seagrass")),
            Map.entry("minecraft:sea_pickle", List.of("minecraft:sea_pickle")),
            Map.entry("minecraft:coral_tree", List.of("#minecraft:coral_blocks", "#minecraft:coral_plants", "#minecraft:wall_corals", "minecraft:sea_pickle")),
            Map.entry("minecraft:coral_claw", List.of("#minecraft:coral_blocks", "#minecraft:coral_plants", "#minecraft:wall_corals", "minecraft:sea_pickle")),
            Map.entry("minecraft:coral_mushroom", List.of("#minecraft:coral_blocks", "#minecraft:coral_plants", "#minecraft:wall_corals", "minecraft:sea_pickle")),
            Map.entry("minecraft:bamboo", List.of("minecraft:bamboo", "minecraft:podzol")),
            Map.entry("minecraft:monster_room", List.of("minecraft:cobblestone", "minecraft:mossy_cobblestone", "minecraft:spawner", "minecraft:chest")),
            Map.entry("minecraft:desert_well", List.of("minecraft:sandstone", "minecraft:sandstone_slab", "minecraft:water", "minecraft:suspicious_sand")),
            Map.entry("minecraft:ice_spike", List.of("minecraft:packed_ice")),
            Map.entry("minecraft:iceberg", List.of("minecraft:packed_ice", "minecraft:snow_block", "minecraft:blue_ice")),
            Map.entry("minecraft:blue_ice", List.of("minecraft:blue_ice")),
            Map.entry("minecraft:freeze_top_layer", List.of("minecraft:ice", "minecraft:snow")),
            Map.entry("minecraft:pointed_dripstone", List.of("minecraft:pointed_dripstone", "minecraft:dripstone_block")),
            Map.entry("minecraft:dripstone_cluster", List.of("minecraft:pointed_dripstone", "minecraft:dripstone_block")),
            Map.entry("minecraft:large_dripstone", List.of("minecraft:dripstone_block")),
            Map.entry("minecraft:underwater_magma", List.of("minecraft:magma_block")),
            Map.entry("minecraft:sculk_patch", List.of("minecraft:sculk", "minecraft:sculk_vein", "minecraft:sculk_sensor", "minecraft:sculk_shrieker")),
            Map.entry("minecraft:chorus_plant", List.of("minecraft:chorus_plant", "minecraft:chorus_flower")),
            Map.entry("minecraft:end_gateway", List.of("minecraft:end_gateway", "minecraft:bedrock")),
            Map.entry("minecraft:end_island", List.of("minecraft:end_stone")),
            Map.entry("minecraft:cocoa", List.of("minecraft:cocoa")),
            Map.entry("minecraft:beehive", List.of("minecraft:bee_nest")),
            Map.entry("minecraft:leave_vine", List.of("minecraft:vine")),
            Map.entry("minecraft:trunk_vine", List.of("minecraft:vine")),
            Map.entry("minecraft:creaking_heart", List.of("minecraft:creaking_heart")),
            Map.entry("minecraft:pale_moss", List.of("minecraft:pale_hanging_moss")));

    private final DataPack pack;
    private final BlockStates s;
    private final Map<Integer, List<Integer>> statesOfBlock = new HashMap<>();

    public ShapeUpdateCandidates(DataPack pack, BlockStates s) {
        this.pack = pack;
        this.s = s;
        BlockStateRegistry r = s.registry();
        for (int id = 0; id < r.stateCount(); id++) statesOfBlock.computeIfAbsent(r.blockIndex(id), k -> new ArrayList<>()).add(id);
    }

    /** The block indices of the palettes of every template under {@code structure/<folder>/}. */
    public BitSet paletteBlocks(String folder) {
        BitSet out = new BitSet();
        String prefix = "data/minecraft/structure/" + folder + "/";
        for (String f : pack.list(prefix)) {
            if (!f.endsWith(".nbt")) continue;
            String id = f.substring("data/minecraft/structure/".length(), f.length() - 4);
            StructureTemplate t = StructureTemplateManager.get(s, ResourceId.parse("minecraft:" + id));
            for (List<StructureTemplate.BlockInfo> palette : t.palettes()) {
                for (StructureTemplate.BlockInfo b : palette) out.set(s.block(b.state()));
            }
        }
        if (out.isEmpty()) throw new AssertionError("no template under " + prefix);
        return out;
    }

    /**
     * The blocks the block age processor (mossiness 0, 0.5 and 1, at 64 positions) and the blackstone processor make of
     * {@code blocks}, as the ruined portals chain them; {@code blocks} included.
     */
    public BitSet processed(BitSet blocks) {
        BitSet out = (BitSet) blocks.clone();
        WorldGenLevel level = level(new HashMap<>(), s.air);
        List<StructureProcessor> chains = List.of(new BlockAgeProcessor(0f), new BlockAgeProcessor(0.5f), new BlockAgeProcessor(1f));
        for (int b = blocks.nextSetBit(0); b >= 0; b = blocks.nextSetBit(b + 1)) {
            for (int state : statesOfBlock.get(b)) {
                for (int i = 0; i < 64; i++) {
                    for (StructureProcessor age : chains) {
                        ProcessedBlock p = new ProcessedBlock(i * 7, i % 5, i * 13, state, null);
                        ProcessedBlock aged = age.processBlock(level, 0, 0, 0, 0L, null, p);
                        out.set(s.block(aged.state()));
                        out.set(s.block(BlackstoneReplaceProcessor.INSTANCE.processBlock(level, 0, 0, 0, 0L, null, aged).state()));
                    }
                }
                out.set(s.block(BlackstoneReplaceProcessor.INSTANCE.processBlock(level, 0, 0, 0, 0L, null,
                        new ProcessedBlock(0, 0, 0, state, null)).state()));
            }
        }
        return out;
    }

    /** The biomes of {@code worldgen/structure/<structure>.json}'s {@code biomes} (a tag or a list). */
    public Set<String> structureBiomes(String structure) {
        JsonElement biomes = pack.readJson("data/minecraft/worldgen/structure/" + structure + ".json").getAsJsonObject().get("biomes");
        Set<String> out = new TreeSet<>();
        addBiomes(biomes, out);
        return out;
    }

    /** The biomes of the biome tag {@code tag} (e.g. {@code minecraft:is_overworld}), nested tags followed. */
    public Set<String> tagBiomes(String tag) {
        Set<String> out = new TreeSet<>();
        addBiomes(new com.google.gson.JsonPrimitive("#" + tag), out);
        return out;
    }

    private void addBiomes(JsonElement e, Set<String> out) {
        if (e.isJsonArray()) {
            for (JsonElement x : e.getAsJsonArray()) addBiomes(x, out);
            return;
        }
        String v = e.getAsString();
        if (v.startsWith("#")) {
            JsonObject tag = pack.readJson("data/minecraft/tags/worldgen/biome/" + path(v.substring(1)) + ".json").getAsJsonObject();
            for (JsonElement x : tag.getAsJsonArray("values")) addBiomes(x.isJsonObject() ? x.getAsJsonObject().get("id") : x, out);
        } else {
            out.add(v);
        }
    }

    /** Every biome whose features reach a configured feature of {@code featureType} (e.g. {@code minecraft:fossil}). */
    public Set<String> biomesWithFeatureType(String featureType) {
        Set<String> out = new TreeSet<>();
        for (String f : pack.list("data/minecraft/worldgen/biome/")) {
            String biome = "minecraft:" + f.substring("data/minecraft/worldgen/biome/".length(), f.length() - 5);
            Walk w = new Walk();
            walkBiome(biome, w);
            if (w.featureTypes.contains(featureType)) out.add(biome);
        }
        return out;
    }

    /** The blocks the features of {@code biomes} place (see the class comment). */
    public BitSet biomeBlocks(Set<String> biomes) {
        Walk w = new Walk();
        for (String b : biomes) walkBiome(b, w);
        for (String type : w.featureTypes) {
            for (String b : CODE_PLACED.getOrDefault(type, List.of())) {
                if (b.startsWith("#")) w.blocks.or(s.tag(b.substring(1)).blocks());
                else w.blocks.set(s.blockIndex(b));
            }
        }
        return w.blocks;
    }

    /** The states of the dimension's noise settings {@code settings} (e.g. {@code overworld}): its blocks. */
    public BitSet noiseSettingsBlocks(String settings) {
        Walk w = new Walk();
        walk(pack.readJson("data/minecraft/worldgen/noise_settings/" + settings + ".json"), w, false);
        return w.blocks;
    }

    /** Every state of every block in {@code blocks}. */
    public List<Integer> allStates(BitSet blocks) {
        List<Integer> out = new ArrayList<>();
        for (int b = blocks.nextSetBit(0); b >= 0; b = blocks.nextSetBit(b + 1)) out.addAll(statesOfBlock.get(b));
        return out;
    }

    private final class Walk {
        final BitSet blocks = new BitSet();
        final Set<String> featureTypes = new HashSet<>();
        final Set<String> visited = new HashSet<>();
    }

    private void walkBiome(String biome, Walk w) {
        JsonObject json = pack.readJson("data/minecraft/worldgen/biome/" + path(biome) + ".json").getAsJsonObject();
        walk(json.get("features"), w, true);
    }

    /**
     * Walks a JSON tree for block states and feature types; a string is followed as a placed or configured feature id
     * where its key names a feature ({@code feature}, {@code features}, {@code vegetation_feature},
     * {@code feature_true}, the selectors' {@code default}...), not where it names a block (a predicate's list).
     */
    private void walk(JsonElement e, Walk w, boolean followIds) {
        walk(e, w, followIds, "features");
    }

    private void walk(JsonElement e, Walk w, boolean followIds, String key) {
        if (e == null || e.isJsonNull()) return;
        if (e.isJsonArray()) {
            for (JsonElement x : (JsonArray) e) walk(x, w, followIds, key);
        } else if (e.isJsonObject()) {
            JsonObject o = e.getAsJsonObject();
            if (o.has("Name") && o.get("Name").isJsonPrimitive()) w.blocks.set(s.block(s.registry().defaultState(o.get("Name").getAsString())));
            if (o.has("block") && o.get("block").isJsonPrimitive()) w.blocks.set(s.blockIndex(o.get("block").getAsString()));
            if (o.has("type") && o.get("type").isJsonPrimitive()) w.featureTypes.add(o.get("type").getAsString());
            for (Map.Entry<String, JsonElement> m : o.entrySet()) walk(m.getValue(), w, followIds, m.getKey());
        } else if (followIds && (key.contains("feature") || key.equals("default")) && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            String v = e.getAsString();
            if (!v.contains(":") || v.startsWith("#") || !w.visited.add(v)) return;
            for (String registry : new String[] {"placed_feature", "configured_feature"}) {
                String file = "data/minecraft/worldgen/" + registry + "/" + path(v) + ".json";
                if (v.startsWith("minecraft:") && pack.exists(file)) walk(pack.readJson(file), w, true, "feature");
            }
        }
    }

    private static String path(String id) {
        return id.startsWith("minecraft:") ? id.substring(10) : id;
    }

    /**
     * Asks {@code rule} about {@code state} towards each of the six directions, in four arrangements: the block alone
     * in air, in stone, in water, and among copies of itself; and, for every wall in {@code states}, with each state of
     * {@code states} above it (the wall rule reads the shape of the block above); then likewise about every state an
     * answer turned a block into. Returns one line per refusal,
     * "{@code state dir fill: message}" (at most one per block), empty when every question got an answer.
     */
    public List<String> refusals(List<Integer> candidates, Rule rule) {
        Map<String, String> out = new LinkedHashMap<>();
        int[] fills = {s.air, s.defaultState("minecraft:stone"), s.defaultState("minecraft:water"), -1};
        Map<Long, Integer> blocks = new HashMap<>();
        // the states the rules answer are asked about too (an attached stem whose fruit is gone becomes a stem, which
        // the next update of the same pass asks about), until no new state appears
        List<Integer> states = new ArrayList<>(candidates);
        Set<Integer> seen = new HashSet<>(candidates);
        for (int i = 0; i < states.size(); i++) {
            int state = states.get(i);
            String block = s.registry().blockName(state);
            if (out.containsKey(block)) continue;
            for (int fill : fills) {
                int f = fill < 0 ? state : fill;
                blocks.clear();
                blocks.put(BlockPos.asLong(0, 64, 0), state);
                WorldGenLevel level = level(blocks, f);
                for (Direction d : Direction.values()) {
                    try {
                        int answer = rule.updateShape(level, state, 0, 64, 0, d, f, "probe");
                        if (seen.add(answer)) states.add(answer);
                    } catch (IllegalStateException e) {
                        out.putIfAbsent(block, s.registry().toString(state) + " " + d.id + " " + s.registry().toString(f) + ": " + e.getMessage());
                    }
                }
            }
        }
        int wall = -1;
        for (int state : states) if (s.is(state, s.tag("minecraft:walls"))) wall = state;
        if (wall >= 0) {
            for (int above : states) {
                String block = "above a wall: " + s.registry().blockName(above);
                if (out.containsKey(block)) continue;
                blocks.clear();
                blocks.put(BlockPos.asLong(0, 64, 0), wall);
                blocks.put(BlockPos.asLong(0, 65, 0), above);
                try {
                    rule.updateShape(level(blocks, s.air), wall, 0, 64, 0, Direction.UP, above, "probe");
                } catch (IllegalStateException e) {
                    out.putIfAbsent(block, s.registry().toString(above) + ": " + e.getMessage());
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    /** A shape-update rule: {@code PieceShapeUpdates::updateShape} and the like. */
    @FunctionalInterface
    public interface Rule {
        int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where);
    }

    /** A level holding {@code blocks}, {@code fill} everywhere else; ticks are dropped; one proto chunk for every chunk. */
    public WorldGenLevel level(Map<Long, Integer> blocks, int fill) {
        ProtoChunk chunk = new ProtoChunk(-64, 384);
        return new WorldGenLevel() {
            @Override public int getBlockState(int x, int y, int z) { return blocks.getOrDefault(BlockPos.asLong(x, y, z), fill); }
            @Override public boolean setBlock(int x, int y, int z, int state, int flags) { blocks.put(BlockPos.asLong(x, y, z), state); return true; }
            @Override public boolean ensureCanWrite(int x, int y, int z) { return true; }
            @Override public int getHeight(Heightmap.Types type, int x, int z) { return 0; }
            @Override public int getBiome(int x, int y, int z) { return 0; }
            @Override public int getMinY() { return -64; }
            @Override public int getHeight() { return 384; }
            @Override public int minGenY() { return -64; }
            @Override public int genDepth() { return 384; }
            @Override public long getSeed() { return 0; }
            @Override public int getSeaLevel() { return 63; }
            @Override public BlockStates states() { return s; }
            @Override public ProtoChunk chunkAt(int chunkX, int chunkZ) { return chunk; }
            @Override public int centerChunkX() { return 0; }
            @Override public int centerChunkZ() { return 0; }
            @Override public void scheduleBlockTick(int x, int y, int z, String block, int delay) {}
            @Override public void scheduleFluidTick(int x, int y, int z, String fluid, int delay) {}
            @Override public ProtoChunk.BlockEntityData getBlockEntity(int x, int y, int z) { return null; }
            @Override public void addFreshEntity(int x, int z, CompoundBinaryTag entity) {}
        };
    }
}
