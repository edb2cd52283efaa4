package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Providers;
import dev.strata.engine.levelgen.Heightmap;
import java.util.List;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code PlaceOnGroundDecorator}: {@code tries} random positions in the box around the lowest trunk (or root)
 * blocks grown by {@code radius} and {@code height}; on each solid-render block with air or a vine above, not under
 * the {@code MOTION_BLOCKING_NO_LEAVES} surface, the provider's block above.
 */
public record PlaceOnGroundDecorator(int tries, int radius, int height, BlockStateProvider blockStateProvider) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        List<Pos> positions = c.lowestTrunkOrRoot();
        if (positions.isEmpty()) return;
        Pos origin = positions.get(0);
        int minY = origin.y(), minX = origin.x(), maxX = origin.x(), minZ = origin.z(), maxZ = origin.z();
        for (Pos p : positions) {
            if (p.y() != minY) continue;
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minZ = Math.min(minZ, p.z());
            maxZ = Math.max(maxZ, p.z());
        }
        RandomSource random = c.random;
        int bx0 = minX - radius, bx1 = maxX + radius, by0 = minY - height, by1 = minY + height, bz0 = minZ - radius, bz1 = maxZ + radius;
        for (int i = 0; i < tries; i++) {
            int x = random.nextIntBetweenInclusive(bx0, bx1);
            int y = random.nextIntBetweenInclusive(by0, by1);
            int z = random.nextIntBetweenInclusive(bz0, bz1);
            attempt(c, new Pos(x, y, z));
        }
    }

    private void attempt(DecoratorContext c, Pos pos) {
        Pos above = pos.above();
        int aboveState = c.state(above);
        if ((c.blocks.states.isAir(aboveState) || c.blocks.isVine(aboveState)) && c.blocks.isSolidRender(c.state(pos))
                && c.level.getHeight(Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, pos.x(), pos.z()) <= above.y()) {
            c.setBlock(above, Providers.state(blockStateProvider, c.level, c.random, above));
        }
    }
}
