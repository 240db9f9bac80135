// What a compiled program needs from the Output panel's frame: a visible page (React, the DOM) and the ids of
// the elements it looks up, read from the compiler's output of any version.
import assert from "node:assert/strict";
import { test } from "node:test";
import { programNeeds } from "../../../client/playground/programNeeds.ts";

test("console programs need no page; React and DOM programs do, with the ids they look up", () => {
  assert.deepEqual(programNeeds('import * as Belt_List from "rescript/lib/es6/belt_List.js";\nconsole.log(Belt_List.length(0));'), { page: false, ids: [] });
  assert.deepEqual(programNeeds('import * as JsxRuntime from "react/jsx-runtime";\nfunction Playground(props) { return null }'), { page: true, ids: [] });
  assert.deepEqual(programNeeds('var React = require("react");\nexports.make = 1;'), { page: true, ids: [] });
  assert.deepEqual(
    programNeeds('import * as Client from "react-dom/client";\nlet a = document.querySelector("#clock");\nlet b = document.getElementById("chat");'),
    { page: true, ids: ["clock", "chat"] },
  );
  assert.deepEqual(programNeeds('document.title = "x";'), { page: true, ids: [] });
  assert.deepEqual(programNeeds('let reactive = "react-dom"; let windowed = 1;'), { page: false, ids: [] }, "names in strings or identifiers");
  assert.deepEqual(programNeeds('document.querySelector(".class"); document.querySelector("#1bad")'), { page: true, ids: [] });
});
