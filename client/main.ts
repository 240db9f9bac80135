// The browser entry: small behaviours on every page; heavy features load on demand.
document.documentElement.classList.add("js");
