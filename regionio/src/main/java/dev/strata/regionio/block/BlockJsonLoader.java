package dev.strata.regionio.block;

import com.google.gson.stream.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Streams Minestom's {@code block.json} (a map {@code "minecraft:stone" -> {defaultStateId, lightBlock,
 * lightEmission?, occlusionShape, air?, properties, states}}) into the flat arrays of {@link BlockStateRegistry}.
 * A state's own object may override {@code lightBlock}, {@code lightEmission} and {@code occlusionShape}; a field
 * absent there takes the block's value, and an absent {@code lightEmission} is 0.
 */
final class BlockJsonLoader {

    /** Classpath location of the data inside {@code net.minestom:data}. */
    static final String RESOURCE = "net/minestom/data/block.json";

    private BlockJsonLoader() {}

    private static final class RawState {
        String key;
        int stateId = -1;
        Integer lightEmission;
        Integer lightBlock;
        String occlusionShape;
        Boolean blocksMotion;
        Boolean solid;
        String collisionShape;
    }

    private static final class RawBlock {
        String name;
        int defaultStateId = -1;
        int lightEmission;
        int lightBlock;
        String occlusionShape = "[]";
        boolean blocksMotion;
        boolean solid;
        String collisionShape = "[]";
        boolean replaceable;
        boolean blockEntity;
        boolean air;
        final LinkedHashMap<String, List<String>> properties = new LinkedHashMap<>();
        final List<RawState> states = new ArrayList<>();
    }

    static BlockStateRegistry loadFromClasspath() {
        InputStream in = BlockJsonLoader.class.getClassLoader().getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException("classpath resource " + RESOURCE + " not found: is net.minestom:data on the classpath?");
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return load(r, RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    static BlockStateRegistry load(Reader reader, String source) throws IOException {
        List<RawBlock> raw = new ArrayList<>();
        int maxState = -1;
        try (JsonReader json = new JsonReader(reader)) {
            json.beginObject();
            while (json.hasNext()) {
                RawBlock b = readBlock(json, json.nextName());
                for (RawState s : b.states) maxState = Math.max(maxState, s.stateId);
                raw.add(b);
            }
            json.endObject();
        }
        int count = maxState + 1;
        BlockType[] blocks = new BlockType[raw.size()];
        Map<String, BlockType> byName = new HashMap<>(raw.size() * 2);
        int[] blockOf = new int[count];
        int[] comboOf = new int[count];
        byte[] emission = new byte[count];
        byte[] lightBlock = new byte[count];
        String[] occlusion = new String[count];
        boolean[] motion = new boolean[count];
        boolean[] air = new boolean[count];
        boolean[] solid = new boolean[count];
        String[] collision = new String[count];
        boolean[] replaceable = new boolean[count];
        boolean[] blockEntity = new boolean[count];
        Arrays.fill(blockOf, -1);
        Map<String, String> shapes = new HashMap<>();
        for (int bi = 0; bi < raw.size(); bi++) {
            RawBlock rb = raw.get(bi);
            int pc = rb.properties.size();
            String[] names = new String[pc];
            String[][] values = new String[pc][];
            Map<String, Integer> propIndex = new HashMap<>();
            @SuppressWarnings("unchecked")
            Map<String, Integer>[] valueIndex = new Map[pc];
            int combos = 1;
            int p = 0;
            for (Map.Entry<String, List<String>> e : rb.properties.entrySet()) {
                names[p] = e.getKey();
                values[p] = e.getValue().toArray(new String[0]);
                propIndex.put(names[p], p);
                valueIndex[p] = new HashMap<>();
                for (int v = 0; v < values[p].length; v++) valueIndex[p].put(values[p][v], v);
                combos *= values[p].length;
                p++;
            }
            int[] stateByCombo = new int[combos];
            Arrays.fill(stateByCombo, -1);
            BlockType type = new BlockType(bi, rb.name, names, values, propIndex, valueIndex, stateByCombo, rb.defaultStateId);
            for (RawState rs : rb.states) {
                int combo = comboOfKey(type, rs.key, source);
                if (stateByCombo[combo] != -1) throw new IOException(source + ": " + rb.name + " lists state " + rs.key + " twice");
                stateByCombo[combo] = rs.stateId;
                int id = rs.stateId;
                if (id < 0 || blockOf[id] != -1) throw new IOException(source + ": state id " + id + " of " + rb.name + " is invalid or taken");
                blockOf[id] = bi;
                comboOf[id] = combo;
                emission[id] = (byte) (rs.lightEmission != null ? rs.lightEmission : rb.lightEmission);
                lightBlock[id] = (byte) (rs.lightBlock != null ? rs.lightBlock : rb.lightBlock);
                String shape = rs.occlusionShape != null ? rs.occlusionShape : rb.occlusionShape;
                occlusion[id] = shapes.computeIfAbsent(shape, k -> k);
                air[id] = rb.air;
                motion[id] = rs.blocksMotion != null ? rs.blocksMotion : rb.blocksMotion;
                solid[id] = rs.solid != null ? rs.solid : rb.solid;
                String cshape = rs.collisionShape != null ? rs.collisionShape : rb.collisionShape;
                collision[id] = shapes.computeIfAbsent(cshape, k -> k);
                replaceable[id] = rb.replaceable;
                blockEntity[id] = rb.blockEntity;
            }
            for (int c = 0; c < combos; c++) {
                if (stateByCombo[c] == -1) throw new IOException(source + ": " + rb.name + " lacks a state for some property combination");
            }
            if (rb.defaultStateId < 0 || rb.defaultStateId >= count || blockOf[rb.defaultStateId] != bi) {
                throw new IOException(source + ": default state " + rb.defaultStateId + " of " + rb.name + " is not one of its states");
            }
            blocks[bi] = type;
            byName.put(rb.name, type);
        }
        for (int id = 0; id < count; id++) {
            if (blockOf[id] == -1) throw new IOException(source + ": state id " + id + " belongs to no block");
        }
        return new BlockStateRegistry(blocks, byName, blockOf, comboOf, emission, lightBlock, occlusion, air, motion, solid, collision, replaceable, blockEntity);
    }

    private static int comboOfKey(BlockType type, String key, String source) throws IOException {
        if (key.length() < 2 || key.charAt(0) != '[' || key.charAt(key.length() - 1) != ']') {
            throw new IOException(source + ": malformed state key " + key + " of " + type.name);
        }
        String inner = key.substring(1, key.length() - 1);
        if (inner.isEmpty()) {
            if (type.propertyNames.length != 0) throw new IOException(source + ": state [] of " + type.name + " lacks properties");
            return 0;
        }
        String[] parts = inner.split(",");
        if (parts.length != type.propertyNames.length) throw new IOException(source + ": state " + key + " of " + type.name + " has the wrong property count");
        int combo = 0;
        for (String part : parts) {
            int eq = part.indexOf('=');
            Integer p = eq < 0 ? null : type.propertyIndex.get(part.substring(0, eq));
            Integer v = p == null ? null : type.valueIndex[p].get(part.substring(eq + 1));
            if (v == null) throw new IOException(source + ": state " + key + " of " + type.name + " names an unknown property or value");
            combo += v * type.strides[p];
        }
        return combo;
    }

    private static RawBlock readBlock(JsonReader json, String name) throws IOException {
        RawBlock b = new RawBlock();
        b.name = name;
        json.beginObject();
        while (json.hasNext()) {
            switch (json.nextName()) {
                case "defaultStateId" -> b.defaultStateId = json.nextInt();
                case "lightEmission" -> b.lightEmission = json.nextInt();
                case "lightBlock" -> b.lightBlock = json.nextInt();
                case "occlusionShape" -> b.occlusionShape = json.nextString();
                case "air" -> b.air = json.nextBoolean();
                case "blocksMotion" -> b.blocksMotion = json.nextBoolean();
                case "solid" -> b.solid = json.nextBoolean();
                case "collisionShape" -> b.collisionShape = json.nextString();
                case "replaceable" -> b.replaceable = json.nextBoolean();
                case "blockEntity" -> {
                    json.skipValue();
                    b.blockEntity = true;
                }
                case "properties" -> {
                    json.beginObject();
                    while (json.hasNext()) {
                        String prop = json.nextName();
                        List<String> values = new ArrayList<>();
                        json.beginArray();
                        while (json.hasNext()) values.add(json.nextString());
                        json.endArray();
                        b.properties.put(prop, values);
                    }
                    json.endObject();
                }
                case "states" -> {
                    json.beginObject();
                    while (json.hasNext()) b.states.add(readState(json, json.nextName()));
                    json.endObject();
                }
                default -> json.skipValue();
            }
        }
        json.endObject();
        return b;
    }

    private static RawState readState(JsonReader json, String key) throws IOException {
        RawState s = new RawState();
        s.key = key;
        json.beginObject();
        while (json.hasNext()) {
            switch (json.nextName()) {
                case "stateId" -> s.stateId = json.nextInt();
                case "lightEmission" -> s.lightEmission = json.nextInt();
                case "lightBlock" -> s.lightBlock = json.nextInt();
                case "occlusionShape" -> s.occlusionShape = json.nextString();
                case "blocksMotion" -> s.blocksMotion = json.nextBoolean();
                case "solid" -> s.solid = json.nextBoolean();
                case "collisionShape" -> s.collisionShape = json.nextString();
                default -> json.skipValue();
            }
        }
        json.endObject();
        if (s.stateId < 0) {
            throw new IOException("state " + key + " lacks stateId");
        }
        return s;
    }
}
