package dev.strata.engine.levelgen;

/**
 * A fluid body: every block strictly below {@code fluidLevel} is {@code fluidState}, everything at or above it
 * is air (game: {@code Aquifer.FluidStatus}).
 *
 * <p>Record equality (level and state) is what the game compares when it decides whether neighbouring
 * aquifers "may flow" into each other.
 *
 * @param fluidLevel the first block y that is no longer fluid
 * @param fluidState the numeric 26.2 block-state id of the fluid (e.g. {@code minecraft:water[level=0]})
 */
public record FluidStatus(int fluidLevel, int fluidState) {

    /** The state at block y: {@code fluidState} below the level, {@code airState} from the level up. */
    public int at(int blockY, int airState) {
        return blockY < fluidLevel ? fluidState : airState;
    }

    /** As the record's own, written out: the aquifer compares statuses per block, and this stays a field compare. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof FluidStatus f && f.fluidLevel == fluidLevel && f.fluidState == fluidState;
    }

    @Override
    public int hashCode() {
        return 31 * fluidLevel + fluidState;
    }
}
