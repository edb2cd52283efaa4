package dev.strata.regionio.block;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The block states of Minecraft: Java Edition 26.2 (DataVersion 4903): numeric state ids, the block name and
 * properties of each, and the few per-state facts the light engine needs.
 *
 * <p>Source: {@code net/minestom/data/block.json} of {@code net.minestom:data:26.2-rv3}, read once from the
 * classpath. State ids are the game's own (its {@code Block.BLOCK_STATE_REGISTRY} ids, dense from 0): air is 0,
 * stone is 1, {@code minecraft:water[level=0]} is 86. Property names and values are kept in block.json order,
 * which is the order the game declares them in and the order {@link #toString(int)} prints them in.
 *
 * <p>After loading, every query taking a state id is an array lookup. Lookups by name parse and hash strings:
 * use them to build palettes, not per block. Instances are immutable and safe to share between threads.
 *
 * <p>Errors: an unknown block name, property name or value, or a state id outside {@code [0, stateCount())},
 * throws {@link UnknownBlockStateException} naming what was unknown.
 */
public final class BlockStateRegistry {

    /** The namespace assumed when a block name has none ({@code stone} means {@code minecraft:stone}). */
    public static final String DEFAULT_NAMESPACE = "minecraft";

    private final BlockType[] blocks;
    private final Map<String, BlockType> byName;
    private final int[] blockOf;
    private final int[] comboOf;
    private final byte[] lightEmission;
    private final byte[] lightBlock;
    private final String[] occlusionShape;
    private final boolean[] air;
    private final boolean[] blocksMotion;
    private final boolean[] solid;
    private final String[] collisionShape;
    private final boolean[] replaceable;
    private final boolean[] blockEntity;
    private final String[] text;

    BlockStateRegistry(BlockType[] blocks, Map<String, BlockType> byName, int[] blockOf, int[] comboOf,
                       byte[] lightEmission, byte[] lightBlock, String[] occlusionShape, boolean[] air,
                       boolean[] blocksMotion, boolean[] solid, String[] collisionShape,
                       boolean[] replaceable, boolean[] blockEntity) {
        this.replaceable = replaceable;
        this.blockEntity = blockEntity;
        this.solid = solid;
        this.collisionShape = collisionShape;
        this.blocks = blocks;
        this.byName = byName;
        this.blockOf = blockOf;
        this.comboOf = comboOf;
        this.lightEmission = lightEmission;
        this.lightBlock = lightBlock;
        this.occlusionShape = occlusionShape;
        this.air = air;
        this.blocksMotion = blocksMotion;
        this.text = new String[blockOf.length];
        for (int id = 0; id < text.length; id++) text[id] = format(id);
    }

    private static final class Holder {
        static final BlockStateRegistry VANILLA = BlockJsonLoader.loadFromClasspath();
    }

    /**
     * The 26.2 registry, loaded on first use (thread-safe: class-holder idiom) and shared afterwards.
     *
     * @throws IllegalStateException if {@code net.minestom:data} is not on the classpath
     */
    public static BlockStateRegistry vanilla() {
        return Holder.VANILLA;
    }

    /** Number of block states; valid state ids are {@code 0 .. stateCount() - 1} (32366 in 26.2). */
    public int stateCount() {
        return blockOf.length;
    }

    /** Number of blocks (1196 in 26.2). */
    public int blockCount() {
        return blocks.length;
    }

    /**
     * Parses a block state in the game's command syntax: {@code minecraft:water[level=0]}, {@code minecraft:stone},
     * {@code stone}, {@code oak_stairs[facing=east]}. The namespace defaults to {@code minecraft}; properties not
     * given take the values of the block's default state. Whitespace is not allowed.
     *
     * @return the state id
     * @throws UnknownBlockStateException for an unknown block, property or value, or malformed text
     */
    public int parse(String text) {
        int open = text.indexOf('[');
        if (open < 0) return defaultState(text);
        if (!text.endsWith("]")) throw new UnknownBlockStateException("malformed block state '" + text + "': missing ']'");
        BlockType type = type(text.substring(0, open));
        int combo = comboOf[type.defaultState];
        String inner = text.substring(open + 1, text.length() - 1);
        if (!inner.isEmpty()) {
            for (String part : inner.split(",", -1)) {
                int eq = part.indexOf('=');
                if (eq < 0) throw new UnknownBlockStateException("malformed property '" + part + "' in block state '" + text + "'");
                combo = with(type, combo, part.substring(0, eq), part.substring(eq + 1));
            }
        }
        return type.stateByCombo[combo];
    }

    /**
     * The state of {@code blockName} (namespace optional) with the given properties; properties absent from the
     * map take the values of the block's default state.
     *
     * @throws UnknownBlockStateException for an unknown block, property name or value
     */
    public int stateId(String blockName, Map<String, String> properties) {
        BlockType type = type(blockName);
        int combo = comboOf[type.defaultState];
        for (Map.Entry<String, String> e : properties.entrySet()) combo = with(type, combo, e.getKey(), e.getValue());
        return type.stateByCombo[combo];
    }

    /**
     * The default state of a block (namespace optional), as the game places it with no properties given.
     *
     * @throws UnknownBlockStateException for an unknown block
     */
    public int defaultState(String blockName) {
        return type(blockName).defaultState;
    }

    /** The namespaced block name of a state, e.g. {@code minecraft:water}. */
    public String blockName(int stateId) {
        return blocks[block(stateId)].name;
    }

    /**
     * The properties of a state, in block.json order (names to values, as the game writes them in palettes);
     * empty for a block without properties. The map is a fresh unmodifiable copy.
     */
    public Map<String, String> properties(int stateId) {
        BlockType type = blocks[block(stateId)];
        int combo = comboOf[stateId];
        if (type.propertyNames.length == 0) return Map.of();
        LinkedHashMap<String, String> m = new LinkedHashMap<>();
        for (int p = 0; p < type.propertyNames.length; p++) m.put(type.propertyNames[p], type.propertyValues[p][type.valueOf(combo, p)]);
        return Collections.unmodifiableMap(m);
    }

    /** Number of properties of the state's block. */
    public int propertyCount(int stateId) {
        return blocks[block(stateId)].propertyNames.length;
    }

    /** Name of property {@code index} (block.json order) of the state's block. */
    public String propertyName(int stateId, int index) {
        return blocks[block(stateId)].propertyNames[index];
    }

    /** Value of property {@code index} (block.json order) in this state. */
    public String propertyValue(int stateId, int index) {
        BlockType type = blocks[block(stateId)];
        return type.propertyValues[index][type.valueOf(comboOf[stateId], index)];
    }

    /**
     * The state in the game's command syntax with the namespace and every property in block.json order:
     * {@code minecraft:water[level=0]}, {@code minecraft:stone} (no brackets when the block has no properties).
     * {@link #parse(String)} of the result gives the same id back.
     */
    public String toString(int stateId) {
        block(stateId);
        return text[stateId];
    }

    /** Whether the state is one of the air blocks: {@code air}, {@code cave_air}, {@code void_air}. */
    public boolean isAir(int stateId) {
        block(stateId);
        return air[stateId];
    }

    /**
     * Whether the state blocks motion (block.json {@code blocksMotion}; game: {@code BlockState.blocksMotion()}),
     * the predicate of the {@code OCEAN_FLOOR_WG}/{@code OCEAN_FLOOR} and {@code MOTION_BLOCKING} heightmaps.
     * False for air and fluids, true for stone.
     */
    public boolean blocksMotion(int stateId) {
        block(stateId);
        return blocksMotion[stateId];
    }

    /** Light the state emits, 0..15 (e.g. 15 for lava, 13 for a lit furnace, 0 for an unlit one). */
    public int lightEmission(int stateId) {
        block(stateId);
        return lightEmission[stateId];
    }

    /** Light the state absorbs as light passes through it, 0..15 (15 for stone, 1 for water, 0 for air). */
    public int lightBlock(int stateId) {
        block(stateId);
        return lightBlock[stateId];
    }

    /**
     * The state's occlusion shape in block.json's text form: {@code []} for none, or a list of boxes such as
     * {@code [AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]} for a full cube. Equal shapes share one String instance.
     */
    public String occlusionShape(int stateId) {
        block(stateId);
        return occlusionShape[stateId];
    }

    /**
     * Whether the state is "solid" in the game's legacy sense (block.json {@code solid}; game:
     * {@code BlockState.isSolid()}, the flag features such as lakes and vines test). True for stone, false for
     * water, air, plants and snow layers.
     */
    public boolean solid(int stateId) {
        block(stateId);
        return solid[stateId];
    }

    /**
     * The state's collision shape in block.json's text form ({@code []} for none; see {@link #occlusionShape}).
     * Equal shapes share one String instance.
     */
    public String collisionShape(int stateId) {
        block(stateId);
        return collisionShape[stateId];
    }

    /** Whether the state can be replaced by placing a block into it (block.json {@code replaceable}; game: {@code BlockState.canBeReplaced()}). */
    public boolean replaceable(int stateId) {
        block(stateId);
        return replaceable[stateId];
    }

    /** Whether the state's block has a block entity (block.json {@code blockEntity}; game: {@code BlockState.hasBlockEntity()}). */
    public boolean hasBlockEntity(int stateId) {
        block(stateId);
        return blockEntity[stateId];
    }

    /** The index of the state's block, 0 .. {@link #blockCount()} - 1, in block.json order (the game's block ids). */
    public int blockIndex(int stateId) {
        return block(stateId);
    }

    /** The namespaced name of block {@code index} (see {@link #blockIndex}). */
    public String blockNameOfIndex(int index) {
        return blocks[index].name;
    }

    /**
     * The state with one property changed (game: {@code BlockState.setValue}).
     *
     * @throws UnknownBlockStateException if the block has no such property or value
     */
    public int with(int stateId, String property, String value) {
        BlockType type = blocks[block(stateId)];
        return type.stateByCombo[with(type, comboOf[stateId], property, value)];
    }

    /** The value of a property in this state, or null when the state's block has no such property. */
    public String value(int stateId, String property) {
        BlockType type = blocks[block(stateId)];
        Integer p = type.propertyIndex.get(property);
        return p == null ? null : type.propertyValues[p][type.valueOf(comboOf[stateId], p)];
    }

    private int block(int stateId) {
        if (stateId < 0 || stateId >= blockOf.length) {
            throw new UnknownBlockStateException("block state id " + stateId + " is outside 0.." + (blockOf.length - 1));
        }
        return blockOf[stateId];
    }

    private BlockType type(String blockName) {
        String name = blockName.indexOf(':') < 0 ? DEFAULT_NAMESPACE + ":" + blockName : blockName;
        BlockType type = byName.get(name);
        if (type == null) throw new UnknownBlockStateException("unknown block '" + blockName + "'");
        return type;
    }

    private static int with(BlockType type, int combo, String property, String value) {
        Integer p = type.propertyIndex.get(property);
        if (p == null) throw new UnknownBlockStateException("unknown property '" + property + "' of block " + type.name);
        Integer v = type.valueIndex[p].get(value);
        if (v == null) {
            throw new UnknownBlockStateException("unknown value '" + value + "' of property '" + property + "' of block " + type.name);
        }
        return combo + (v - type.valueOf(combo, p)) * type.strides[p];
    }

    private String format(int stateId) {
        BlockType type = blocks[blockOf[stateId]];
        if (type.propertyNames.length == 0) return type.name;
        StringBuilder sb = new StringBuilder(type.name).append('[');
        int combo = comboOf[stateId];
        for (int p = 0; p < type.propertyNames.length; p++) {
            if (p > 0) sb.append(',');
            sb.append(type.propertyNames[p]).append('=').append(type.propertyValues[p][type.valueOf(combo, p)]);
        }
        return sb.append(']').toString();
    }
}
