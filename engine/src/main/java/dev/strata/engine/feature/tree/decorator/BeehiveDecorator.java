package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.levelgen.ProtoChunk;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code BeehiveDecorator}: with {@code probability} a bee nest facing south beside a log at the hive height
 * (below the lowest leaves, or 1-3 above the lowest log without leaves), on the east, south or west side, the first
 * of the shuffled candidates that is air with air south of it. Its block entity ({@code minecraft:beehive}) gets
 * {@code 2 + nextInt(2)} bees, each {@code {entity_data: {id: "minecraft:bee"}, ticks_in_hive: nextInt(599),
 * min_ticks_in_hive: 600}} (game: {@code BeehiveBlockEntity.Occupant.create}), kept under the field {@code bees} as
 * a {@link ListBinaryTag}.
 */
public record BeehiveDecorator(float probability) implements TreeDecorator {
    private static final Direction WORLDGEN_FACING = Direction.SOUTH;
    private static final Direction[] SPAWN_DIRECTIONS = {Direction.EAST, Direction.SOUTH, Direction.WEST};

    @Override
    public void place(DecoratorContext c) {
        List<Pos> leaves = c.leaves(), logs = c.logs();
        if (logs.isEmpty()) return;
        RandomSource random = c.random;
        if (random.nextFloat() >= probability) return;
        int hiveY = !leaves.isEmpty()
                ? Math.max(leaves.get(0).y() - 1, logs.get(0).y() + 1)
                : Math.min(logs.get(0).y() + 1 + random.nextInt(3), logs.get(logs.size() - 1).y());
        List<Pos> placements = new ArrayList<>();
        for (Pos p : logs) {
            if (p.y() != hiveY) continue;
            for (Direction d : SPAWN_DIRECTIONS) placements.add(p.relative(d));
        }
        if (placements.isEmpty()) return;
        Shuffle.shuffle(placements, random);
        Pos hive = null;
        for (Pos p : placements) {
            if (c.isAir(p) && c.isAir(p.relative(WORLDGEN_FACING))) {
                hive = p;
                break;
            }
        }
        if (hive == null) return;
        int nest = c.blocks.states.with(c.blocks.states.defaultState("minecraft:bee_nest"), "facing", WORLDGEN_FACING.id);
        c.setBlock(hive, nest);
        ProtoChunk.BlockEntityData be = c.level.getBlockEntity(hive.x(), hive.y(), hive.z());
        if (be == null || !c.blocks.states.is(c.state(hive), c.blocks.beeNest)) return;
        be.id = "minecraft:beehive";
        int numBees = 2 + random.nextInt(2);
        ListBinaryTag.Builder<CompoundBinaryTag> bees = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (int i = 0; i < numBees; i++) {
            bees.add(CompoundBinaryTag.builder()
                    .put("entity_data", CompoundBinaryTag.builder().putString("id", "minecraft:bee").build())
                    .putInt("ticks_in_hive", random.nextInt(599))
                    .putInt("min_ticks_in_hive", 600)
                    .build());
        }
        be.fields.put("bees", bees.build());
    }
}
