// Marks the page as scripted before it paints, so script-only controls show without a flash.
document.documentElement.classList.add("js");
