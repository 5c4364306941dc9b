import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LABEL_CLASS, inputClass, skeletonClass } from "./static-classes";

// The same utilities, in any order (CSS order comes from the stylesheet, not the attribute).
const tokens = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();
const classOf = (element: ReactElement) => /class="([^"]*)"/.exec(renderToStaticMarkup(element))?.[1] ?? "";

describe("static classes equal what cn() gives the ui components", () => {
  it("input, with and without pl-9", () => {
    expect(tokens(inputClass())).toEqual(tokens(classOf(<Input />)));
    expect(tokens(inputClass("pl-9"))).toEqual(tokens(classOf(<Input className="pl-9" />)));
  });

  it("label", () => {
    expect(tokens(LABEL_CLASS)).toEqual(tokens(classOf(<Label />)));
  });

  it("skeleton, with its default radius and others", () => {
    expect(tokens(skeletonClass("h-7 w-1/2 max-w-xs"))).toEqual(tokens(classOf(<Skeleton className="h-7 w-1/2 max-w-xs" />)));
    expect(tokens(skeletonClass("size-8", "rounded-full"))).toEqual(tokens(classOf(<Skeleton className="size-8 rounded-full" />)));
    expect(tokens(skeletonClass("size-10", "rounded-lg"))).toEqual(tokens(classOf(<Skeleton className="size-10 rounded-lg" />)));
  });
});
